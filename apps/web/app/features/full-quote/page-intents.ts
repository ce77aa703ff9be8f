/** Intents of the buttons that change a page's form instead of saving it (page-forms INTENT_FIELD). */
export const ADD_ROW_INTENT = 'add-row'
export const REMOVE_ROW_INTENT = 'remove-row'
export const SHOW_DATES_INTENT = 'show-dates'
export const FIND_SUBURB_INTENT = 'find-suburb'

/** The purchase's redirect carries what the congratulations page shows of the receipt. */
export const FIRST_DEBIT_PARAMETER = 'firstDebit'
export const BOUGHT_PARAMETER = 'bought'
/** A car the site cannot insure online: the visitor asks for the call centre's call (carManualDropoff). */
export const CAR_DROPOFF_INTENT = 'car-dropoff'
/** Save and continue later: the quote's resume link e-mailed (issue 25), from any page. */
export const SAVE_FOR_LATER_INTENT = 'save-for-later'
/** The premium page: the price of the cover chosen, worked out again without script (issue 25). */
export const RECALCULATE_INTENT = 'recalculate'
/** The premium page's "This looks wrong": a call-back naming the answer disputed. */
export const PRICE_QUERY_INTENT = 'price-query'
/** A car's vehicle page: find the car registered to the number typed (GET …/full-sale/registration). */
export const FIND_CAR_INTENT = 'find-car'
/** The box ticked to confirm the car found is the person's. */
export const CAR_CONFIRMED_FIELD = 'carConfirmed'
/** The car the vehicle search chose when the register does not know the number (`code|year`). */
export const CAR_SEARCHED_FIELD = 'carSearched'
