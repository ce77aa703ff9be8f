/**
 * A vehicle catalogue for the car journey's vehicle search (forms spec §5, §7): makes and models
 * sold new in South Africa from 2006 to 2026, written for this project. Body types, engine sizes
 * and model years are approximate; the vehicle codes are our own numbering in the shape of an
 * 8-digit trade code (2 digits make, 3 model, 3 engine variant), not any industry code list; the
 * indicative values are OURS, computed by the rule in vehicleValueCents from a made-up 2026 new
 * price. They are not market values and must not be presented as such.
 */

export type BodyType = 'HATCH' | 'SEDAN' | 'SUV' | 'BAKKIE' | 'MPV' | 'COUPE' | 'PANEL VAN' | 'CONVERTIBLE'

type ModelSpec = {
  model: string
  body: BodyType
  /** Engine sizes in cc of the variants. */
  engines: number[]
  /** First and last model year sold (inclusive). */
  years: [number, number]
  /** Indicative new price in 2026 of the smallest engine, in rand. */
  price: number
}

export const FIRST_MODEL_YEAR = 2006
export const LAST_MODEL_YEAR = 2026

const m = (
  model: string,
  body: BodyType,
  engines: number[],
  years: [number, number],
  price: number,
): ModelSpec => ({
  model,
  body,
  engines,
  years,
  price,
})

/** Makes in alphabetical order; the order numbers the codes, so append models at the end of a make. */
export const VEHICLE_MODELS: Record<string, ModelSpec[]> = {
  'ALFA ROMEO': [
    m('GIULIETTA', 'HATCH', [1368, 1742], [2011, 2020], 520_000),
    m('GIULIA', 'SEDAN', [1995], [2017, 2026], 950_000),
  ],
  AUDI: [
    m('A1', 'HATCH', [999, 1395], [2011, 2026], 480_000),
    m('A3', 'HATCH', [1395, 1984], [2006, 2026], 640_000),
    m('A4', 'SEDAN', [1984], [2006, 2026], 850_000),
    m('Q3', 'SUV', [1395, 1984], [2012, 2026], 790_000),
    m('Q5', 'SUV', [1984], [2009, 2026], 1_050_000),
  ],
  BMW: [
    m('1 SERIES', 'HATCH', [1499, 1998], [2006, 2026], 620_000),
    m('3 SERIES', 'SEDAN', [1998, 2993], [2006, 2026], 880_000),
    m('X1', 'SUV', [1499, 1998], [2010, 2026], 780_000),
    m('X3', 'SUV', [1998, 2993], [2006, 2026], 1_100_000),
    m('X5', 'SUV', [2993], [2006, 2026], 1_650_000),
  ],
  CHERY: [
    m('TIGGO 4 PRO', 'SUV', [1497], [2022, 2026], 330_000),
    m('TIGGO 7 PRO', 'SUV', [1598], [2021, 2026], 450_000),
  ],
  CHEVROLET: [
    m('SPARK', 'HATCH', [995, 1206], [2006, 2017], 190_000),
    m('AVEO', 'SEDAN', [1598], [2006, 2017], 240_000),
    m('CRUZE', 'SEDAN', [1598, 1796], [2009, 2017], 320_000),
    m('UTILITY', 'BAKKIE', [1398, 1796], [2011, 2017], 250_000),
  ],
  CITROEN: [
    m('C3', 'HATCH', [1199, 1598], [2006, 2026], 300_000),
    m('C5 AIRCROSS', 'SUV', [1598], [2019, 2026], 620_000),
  ],
  DATSUN: [m('GO', 'HATCH', [1198], [2014, 2022], 180_000), m('GO+', 'MPV', [1198], [2015, 2022], 200_000)],
  FIAT: [
    m('500', 'HATCH', [875, 1242], [2008, 2026], 300_000),
    m('PUNTO', 'HATCH', [1368], [2006, 2015], 230_000),
  ],
  FORD: [
    m('FIESTA', 'HATCH', [999, 1596], [2006, 2021], 290_000),
    m('FOCUS', 'HATCH', [1499, 1999], [2006, 2019], 380_000),
    m('ECOSPORT', 'SUV', [999, 1498], [2013, 2022], 330_000),
    m('RANGER', 'BAKKIE', [1996, 2198, 2999], [2006, 2026], 560_000),
    m('EVEREST', 'SUV', [1996, 2999], [2016, 2026], 850_000),
  ],
  GWM: [
    m('P-SERIES', 'BAKKIE', [1996], [2021, 2026], 450_000),
    m('STEED 5', 'BAKKIE', [1998, 2378], [2011, 2021], 300_000),
  ],
  HAVAL: [
    m('H2', 'SUV', [1497], [2017, 2021], 290_000),
    m('JOLION', 'SUV', [1497], [2021, 2026], 360_000),
    m('H6', 'SUV', [1967], [2018, 2026], 540_000),
  ],
  HONDA: [
    m('JAZZ', 'HATCH', [1198, 1497], [2006, 2022], 290_000),
    m('CIVIC', 'SEDAN', [1597, 1798], [2006, 2026], 520_000),
    m('CR-V', 'SUV', [1997, 2354], [2006, 2026], 700_000),
    m('BALLADE', 'SEDAN', [1497], [2011, 2026], 370_000),
  ],
  HYUNDAI: [
    m('I10', 'HATCH', [1086, 1248], [2008, 2026], 230_000),
    m('I20', 'HATCH', [1197, 1396], [2009, 2026], 310_000),
    m('TUCSON', 'SUV', [1999, 2359], [2006, 2026], 560_000),
    m('CRETA', 'SUV', [1497], [2017, 2026], 420_000),
    m('H-1', 'PANEL VAN', [2359, 2497], [2009, 2022], 500_000),
  ],
  ISUZU: [
    m('KB', 'BAKKIE', [2499, 2999], [2006, 2013], 380_000),
    m('D-MAX', 'BAKKIE', [1898, 2999], [2013, 2026], 480_000),
    m('MU-X', 'SUV', [2999], [2021, 2026], 750_000),
  ],
  JEEP: [
    m('COMPASS', 'SUV', [1368, 2360], [2011, 2026], 560_000),
    m('WRANGLER', 'SUV', [1995, 3604], [2007, 2026], 1_050_000),
    m('GRAND CHEROKEE', 'SUV', [3604], [2006, 2026], 1_350_000),
  ],
  KIA: [
    m('PICANTO', 'HATCH', [998, 1248], [2006, 2026], 220_000),
    m('RIO', 'HATCH', [1248, 1396], [2006, 2026], 310_000),
    m('SPORTAGE', 'SUV', [1591, 1999], [2006, 2026], 580_000),
    m('SONET', 'SUV', [1497], [2021, 2026], 330_000),
  ],
  'LAND ROVER': [
    m('DEFENDER', 'SUV', [1997, 2996], [2006, 2026], 1_450_000),
    m('DISCOVERY SPORT', 'SUV', [1997], [2015, 2026], 1_000_000),
    m('RANGE ROVER EVOQUE', 'SUV', [1997], [2011, 2026], 1_050_000),
  ],
  LEXUS: [m('IS', 'SEDAN', [2494], [2006, 2026], 900_000), m('NX', 'SUV', [2487], [2015, 2026], 1_000_000)],
  MAHINDRA: [
    m('SCORPIO', 'BAKKIE', [2179], [2006, 2026], 330_000),
    m('XUV300', 'SUV', [1197, 1497], [2020, 2026], 300_000),
    m('PIK UP', 'BAKKIE', [2179], [2008, 2026], 380_000),
  ],
  MAZDA: [
    m('MAZDA2', 'HATCH', [1348, 1496], [2006, 2026], 300_000),
    m('MAZDA3', 'HATCH', [1598, 1998], [2006, 2026], 450_000),
    m('CX-3', 'SUV', [1998], [2016, 2026], 420_000),
    m('CX-5', 'SUV', [1998, 2488], [2012, 2026], 600_000),
    m('BT-50', 'BAKKIE', [1898, 2499, 3198], [2006, 2026], 520_000),
  ],
  'MERCEDES-BENZ': [
    m('A-CLASS', 'HATCH', [1332, 1991], [2006, 2026], 680_000),
    m('C-CLASS', 'SEDAN', [1496, 1991], [2006, 2026], 950_000),
    m('E-CLASS', 'SEDAN', [1991, 2925], [2006, 2026], 1_300_000),
    m('GLC', 'SUV', [1991], [2016, 2026], 1_200_000),
    m('SPRINTER', 'PANEL VAN', [2143], [2006, 2026], 750_000),
  ],
  MINI: [
    m('COOPER', 'HATCH', [1499, 1998], [2006, 2026], 520_000),
    m('COUNTRYMAN', 'SUV', [1499, 1998], [2011, 2026], 650_000),
  ],
  MITSUBISHI: [
    m('PAJERO', 'SUV', [3200, 3828], [2006, 2021], 800_000),
    m('TRITON', 'BAKKIE', [2442, 2477], [2006, 2026], 520_000),
    m('ASX', 'SUV', [1998], [2011, 2026], 420_000),
  ],
  NISSAN: [
    m('MICRA', 'HATCH', [898, 1198], [2006, 2022], 250_000),
    m('ALMERA', 'SEDAN', [1498], [2012, 2026], 280_000),
    m('QASHQAI', 'SUV', [1332, 1997], [2007, 2026], 560_000),
    m('X-TRAIL', 'SUV', [1997, 2488], [2006, 2026], 650_000),
    m('NAVARA', 'BAKKIE', [2298, 2488], [2006, 2026], 560_000),
    m('NP200', 'BAKKIE', [1598], [2008, 2021], 210_000),
  ],
  OPEL: [
    m('CORSA', 'HATCH', [1199, 1398], [2006, 2026], 310_000),
    m('ASTRA', 'HATCH', [1399, 1598], [2006, 2022], 400_000),
    m('MOKKA', 'SUV', [1199], [2013, 2026], 450_000),
  ],
  PEUGEOT: [
    m('208', 'HATCH', [1199], [2013, 2026], 310_000),
    m('2008', 'SUV', [1199], [2014, 2026], 430_000),
    m('3008', 'SUV', [1598], [2009, 2026], 620_000),
  ],
  PORSCHE: [
    m('911', 'COUPE', [2981, 3745], [2006, 2026], 2_400_000),
    m('CAYENNE', 'SUV', [2995, 3996], [2006, 2026], 1_900_000),
    m('MACAN', 'SUV', [1984, 2894], [2014, 2026], 1_250_000),
  ],
  PROTON: [
    m('SAGA', 'SEDAN', [1299], [2008, 2015], 150_000),
    m('GEN-2', 'HATCH', [1597], [2006, 2012], 170_000),
  ],
  RENAULT: [
    m('KWID', 'HATCH', [999], [2016, 2026], 190_000),
    m('SANDERO', 'HATCH', [898, 1598], [2009, 2026], 240_000),
    m('CLIO', 'HATCH', [898, 1598], [2006, 2026], 320_000),
    m('DUSTER', 'SUV', [1461, 1598], [2013, 2026], 400_000),
    m('KIGER', 'SUV', [999], [2021, 2026], 280_000),
  ],
  SUBARU: [
    m('FORESTER', 'SUV', [1995, 2498], [2006, 2026], 620_000),
    m('OUTBACK', 'SUV', [2498], [2006, 2026], 750_000),
  ],
  SUZUKI: [
    m('SWIFT', 'HATCH', [1197, 1372], [2006, 2026], 230_000),
    m('CELERIO', 'HATCH', [998], [2015, 2026], 190_000),
    m('VITARA BREZZA', 'SUV', [1462], [2019, 2026], 310_000),
    m('JIMNY', 'SUV', [1328, 1462], [2006, 2026], 400_000),
    m('ERTIGA', 'MPV', [1373, 1462], [2019, 2026], 290_000),
  ],
  TATA: [
    m('INDICA', 'HATCH', [1405], [2006, 2014], 130_000),
    m('XENON', 'BAKKIE', [2179], [2008, 2016], 220_000),
  ],
  TOYOTA: [
    m('AYGO', 'HATCH', [998], [2006, 2021], 200_000),
    m('YARIS', 'HATCH', [1298, 1496], [2006, 2021], 290_000),
    m('COROLLA', 'SEDAN', [1598, 1798], [2006, 2026], 420_000),
    m('COROLLA CROSS', 'SUV', [1798], [2021, 2026], 430_000),
    m('FORTUNER', 'SUV', [2393, 2755], [2006, 2026], 760_000),
    m('HILUX', 'BAKKIE', [1998, 2393, 2755], [2006, 2026], 520_000),
    m('LAND CRUISER', 'SUV', [3956, 4461], [2006, 2026], 1_500_000),
    m('QUANTUM', 'PANEL VAN', [2494, 2694], [2006, 2026], 620_000),
    m('RAV4', 'SUV', [1987, 2487], [2006, 2026], 620_000),
    m('STARLET', 'HATCH', [1462], [2020, 2026], 250_000),
    m('URBAN CRUISER', 'SUV', [1462], [2021, 2026], 310_000),
  ],
  VOLKSWAGEN: [
    m('POLO VIVO', 'HATCH', [1390, 1598], [2010, 2026], 260_000),
    m('POLO', 'HATCH', [999, 1390, 1598], [2006, 2026], 350_000),
    m('GOLF', 'HATCH', [1395, 1984], [2006, 2026], 560_000),
    m('TIGUAN', 'SUV', [1395, 1984], [2008, 2026], 650_000),
    m('T-CROSS', 'SUV', [999], [2019, 2026], 420_000),
    m('AMAROK', 'BAKKIE', [1968, 2967], [2010, 2026], 750_000),
    m('TRANSPORTER', 'PANEL VAN', [1968], [2006, 2026], 700_000),
  ],
  VOLVO: [
    m('XC40', 'SUV', [1969], [2018, 2026], 780_000),
    m('XC60', 'SUV', [1969], [2009, 2026], 1_000_000),
    m('S60', 'SEDAN', [1969], [2006, 2026], 800_000),
  ],
}

/** One catalogue row: a model variant (one engine) in one model year. */
export type VehicleSeed = {
  code: string
  year: number
  make: string
  model: string
  bodyType: BodyType
  engineCc: number
  /** Indicative value of this variant and model year in 2026, in cents: ours, see the file's comment. */
  valueCents: number
}

/**
 * Our indicative value rule (not market data): the 2026 new price, 10 % more per engine step up,
 * loses 20 % in the first year and 12 % a year after that, rounded to R100; never under R15,000.
 */
export function vehicleValueCents(newPriceRand: number, engineStep: number, modelYear: number): number {
  const age = LAST_MODEL_YEAR - modelYear
  const price = newPriceRand * (1 + 0.1 * engineStep)
  const value = age === 0 ? price : price * 0.8 * 0.88 ** (age - 1)
  return Math.max(15_000, Math.round(value / 100) * 100) * 100
}

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** Every row of the catalogue: make, model, engine and year, in that order. */
export function vehicleSeeds(): VehicleSeed[] {
  const rows: VehicleSeed[] = []
  Object.entries(VEHICLE_MODELS).forEach(([make, models], makeIndex) => {
    models.forEach((spec, modelIndex) => {
      spec.engines.forEach((engineCc, engineIndex) => {
        const code = `${pad(makeIndex + 1, 2)}${pad((modelIndex + 1) * 10, 3)}${pad((engineIndex + 1) * 10, 3)}`
        for (
          let year = Math.max(spec.years[0], FIRST_MODEL_YEAR);
          year <= Math.min(spec.years[1], LAST_MODEL_YEAR);
          year++
        ) {
          rows.push({
            code,
            year,
            make,
            model: spec.model,
            bodyType: spec.body,
            engineCc,
            valueCents: vehicleValueCents(spec.price, engineIndex, year),
          })
        }
      })
    })
  })
  return rows
}
