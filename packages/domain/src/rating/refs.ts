/**
 * The externalReferenceIds the rating engine reads, named once. The contract (QUICK_QUOTE_QUESTIONS)
 * holds them inside its question lists rather than as constants, so refs.test.ts checks that every
 * ref here is asked by each product that reads it: rename a question there and that test fails.
 */
export const REF = {
  idNumber: 'Id_number',
  dateOfBirth: 'Date_of_birth',
  gender: 'Gender',
  smoker: 'Smoker',
  education: 'Education',
  height: 'Height',
  weight: 'Weight',
  householdIncome: 'Household_income',
  coverAmount: 'Cover_amount',
  age: 'Age',
  coveredMembers: 'Covered_members',
  funeralCover: 'Funeral_cover',
  /** Full quote only: how many extended family members a funeral policy covers. */
  extendedFamilyCount: 'Extended_family_count',
  medicalAidScheme: 'Medical_aid_scheme',
  medicalAidPlan: 'Medical_aid_plan',
  vehicle: 'Vehicle',
  vehicleUse: 'Vehicle_use',
  overnightSuburb: 'Overnight_suburb',
  overnightParking: 'Overnight_parking',
  driverAge: 'Driver_age',
  licenceYears: 'Licence_years',
  claims: 'Claims_last_3_years',
  /** Car full sale only: the tracking device fitted (a trackingDevs code, NONE for none). */
  trackingDevice: 'Tracking_device',
  motorcycleYear: 'Motorcycle_year',
  motorcycleValue: 'Motorcycle_value',
  suburb: 'Suburb',
  contentsSumInsured: 'Contents_sum_insured',
  buildingSumInsured: 'Building_sum_insured',
  roofType: 'Roof_type',
  security: 'Security',
  vapOption: 'Vap_option',
  /** Full quote only (VAP's vehicle page, forms spec §3 Car for VAP): yes/no answers. */
  vehicleOwner: 'Vehicle_owner',
  vehicleTaxi: 'Vehicle_taxi',
  vehicleExistingDamage: 'Vehicle_existing_damage',
  vehicleRegisteredInSa: 'Vehicle_registered_in_SA',
  vehicleLimoOrPanelVan: 'Vehicle_limo_or_panel_van',
  legalCover: 'Legal_cover',
  businessType: 'Business_type',
  businessSuburb: 'Business_suburb',
  annualTurnover: 'Annual_turnover',
  employees: 'Employees',
  watercraftType: 'Watercraft_type',
  trailerType: 'Trailer_type',
  allRiskItems: 'All_risk_items',
  itemValue: 'Item_value',
} as const
export type RatingRef = (typeof REF)[keyof typeof REF]
