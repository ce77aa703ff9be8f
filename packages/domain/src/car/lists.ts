/**
 * The car full sale's vocabularies (forms spec §7 GET A/wtf/sti/car/…). The API seeds them into its
 * reference table and serves them from there; the pages and the full-sale calls validate against the
 * same codes, so a code is spelt once.
 */

/** A code and the words a person reads for it. */
export interface CarListItem {
  code: string
  label: string
}

/**
 * The driving licence codes of the National Road Traffic Act (regulation 99 as amended in 2000): the
 * code on the card says which vehicles its holder may drive. Learner's licences are listed apart
 * because an insurer asks about them apart.
 */
export const LICENCE_CODES = [
  { code: 'A1', label: 'A1: motorcycle up to 125 cc' },
  { code: 'A', label: 'A: motorcycle over 125 cc' },
  { code: 'B', label: 'B: light motor vehicle up to 3 500 kg' },
  { code: 'EB', label: 'EB: light motor vehicle with a trailer over 750 kg' },
  { code: 'C1', label: 'C1: goods vehicle 3 500 to 16 000 kg' },
  { code: 'C', label: 'C: goods vehicle over 16 000 kg' },
  { code: 'EC1', label: 'EC1: articulated vehicle up to 16 000 kg' },
  { code: 'EC', label: 'EC: articulated vehicle over 16 000 kg' },
  { code: 'LEARNER', label: "Learner's licence" },
  { code: 'FOREIGN', label: 'Foreign or international licence' },
] as const satisfies readonly CarListItem[]
export type LicenceCode = (typeof LICENCE_CODES)[number]['code']

/** What state the car is in when it is insured: an insurer rates and inspects each differently. */
export const CAR_STATUSES = [
  { code: 'NEW', label: 'New' },
  { code: 'USED', label: 'Used' },
  { code: 'DEMO', label: 'Demonstration model' },
  { code: 'REBUILT', label: 'Rebuilt (code 3)' },
] as const satisfies readonly CarListItem[]
export type CarStatus = (typeof CAR_STATUSES)[number]['code']

/** Colours as a registration certificate names them. */
export const VEHICLE_COLOURS = [
  { code: 'WHITE', label: 'White' },
  { code: 'SILVER', label: 'Silver' },
  { code: 'GREY', label: 'Grey' },
  { code: 'BLACK', label: 'Black' },
  { code: 'BLUE', label: 'Blue' },
  { code: 'RED', label: 'Red' },
  { code: 'GREEN', label: 'Green' },
  { code: 'BROWN', label: 'Brown' },
  { code: 'BEIGE', label: 'Beige' },
  { code: 'YELLOW', label: 'Yellow' },
  { code: 'ORANGE', label: 'Orange' },
  { code: 'GOLD', label: 'Gold' },
  { code: 'MAROON', label: 'Maroon' },
  { code: 'PURPLE', label: 'Purple' },
  { code: 'OTHER', label: 'Other' },
] as const satisfies readonly CarListItem[]

/** The tracking answer's code for a car without a tracking device. */
export const NO_TRACKING_DEVICE = 'NONE'

/** The car use codes of the rating engine (VEHICLE_USE_CODES), in words. */
export const CAR_USE_LABELS = {
  PRIVATE: 'Private use',
  BUSINESS: 'Business use',
} as const
