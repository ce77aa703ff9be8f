/**
 * South Africa's public holiday rules, in the rule language of `date-holidays-parser`: the ZA entry of
 * the `date-holidays` package's data (version 3.37.0, data of 2026-09-20, data/countries/ZA.yaml)
 * with the English names of the shared holidays it refers to. The package loads the rules of every
 * country (1.5 MB of module text, about 8 MB of heap in each server process) to answer for one;
 * these are 5 KB. dates.test.ts checks them against the package's own ZA rules, so an update of
 * the package that changes South Africa's holidays (a day declared for one year) fails there until
 * this file is updated from data/countries/ZA.yaml.
 *
 * Licence: the holiday data of `date-holidays` is available under CC BY-SA 3.0
 * (https://creativecommons.org/licenses/by-sa/3.0/), (c) 2015-present commenthol and contributors,
 * as it relies on Wikipedia articles. Attribution, as given in ZA.yaml:
 * - https://en.wikipedia.org/wiki/Public_holidays_in_South_Africa
 * - http://www.gov.za/about-sa/public-holidays
 * - http://www.info.gov.za/acts/1994/a36-94.pdf (Public Holidays Act 36 of 1994)
 * - 2023-12-15: https://www.gov.za/documents/notices/public-holidays-act-declaration-15th-day-december-2023-public-holiday-28-nov-2023
 * - 2024-05-29: https://www.gov.za/documents/notices/public-holidays-act-declaration-29-may-2024-public-holiday-23-feb-2024
 * This file is shared under the same licence.
 */
export const SOUTH_AFRICAN_HOLIDAY_RULES = {
  holidays: {
    ZA: {
      names: {
        en: 'South Africa',
      },
      dayoff: 'sunday',
      langs: ['en'],
      zones: ['Africa/Johannesburg'],
      days: {
        '01-01': {
          _name: '01-01',
        },
        'substitutes 01-01 if sunday then next monday': {
          name: {
            en: 'Public Holiday',
          },
        },
        '03-21': {
          name: {
            en: 'Human Rights Day',
          },
        },
        'substitutes 03-21 if sunday then next monday': {
          name: {
            en: 'Public Holiday',
          },
        },
        'easter -2': {
          _name: 'easter -2',
        },
        easter: {
          _name: 'easter',
          type: 'observance',
        },
        'easter 1': {
          _name: 'easter 1',
          name: {
            en: 'Family Day',
          },
        },
        '04-27': {
          name: {
            en: 'Freedom Day',
          },
        },
        'substitutes 04-27 if sunday then next monday': {
          name: {
            en: 'Public Holiday',
          },
        },
        '05-01': {
          _name: '05-01',
          name: {
            en: "Workers' Day",
          },
        },
        'substitutes 05-01 if sunday then next monday': {
          name: {
            en: 'Public Holiday',
          },
        },
        '2nd sunday in May': {
          _name: 'Mothers Day',
          type: 'observance',
        },
        '06-16': {
          name: {
            en: 'Youth Day',
          },
        },
        'substitutes 06-16 if sunday then next monday': {
          name: {
            en: 'Public Holiday',
          },
        },
        '3rd sunday in June': {
          _name: 'Fathers Day',
          type: 'observance',
        },
        '08-09': {
          name: {
            en: "National Women's Day",
          },
        },
        'substitutes 08-09 if sunday then next monday': {
          name: {
            en: 'Public Holiday',
          },
        },
        '07-18': {
          name: {
            en: 'Nelson Mandela Day',
          },
          type: 'observance',
        },
        '09-24': {
          name: {
            en: 'Heritage Day',
          },
        },
        'substitutes 09-24 if sunday then next monday': {
          name: {
            en: 'Public Holiday',
          },
        },
        '12-16': {
          name: {
            en: 'Day of Reconciliation',
          },
        },
        'substitutes 12-16 if sunday then next monday': {
          name: {
            en: 'Public Holiday',
          },
        },
        '12-25': {
          _name: '12-25',
        },
        '12-26': {
          _name: '12-26',
          name: {
            en: 'Day of Goodwill',
          },
        },
        'substitutes 12-26 if sunday then next monday': {
          name: {
            en: 'Public Holiday',
          },
        },
        '2023-12-15': {
          name: {
            en: 'Rugby World Cup Win Public Holiday',
          },
        },
        '2024-05-29': {
          name: {
            en: 'Voting Day',
          },
        },
      },
    },
  },
  names: {
    '01-01': {
      name: {
        en: "New Year's Day",
      },
    },
    'easter -2': {
      name: {
        en: 'Good Friday',
      },
    },
    easter: {
      name: {
        en: 'Easter Sunday',
      },
    },
    'easter 1': {
      name: {
        en: 'Easter Monday',
      },
    },
    '05-01': {
      name: {
        en: 'Labour Day',
      },
    },
    'Mothers Day': {
      name: {
        en: "Mother's Day",
      },
    },
    'Fathers Day': {
      name: {
        en: "Father's Day",
      },
    },
    '12-25': {
      name: {
        en: 'Christmas Day',
      },
    },
    '12-26': {
      name: {
        en: 'Boxing Day',
      },
    },
  },
}
