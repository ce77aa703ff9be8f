/**
 * The forms content can embed register themselves here (shell spec §2 embed markers): contact,
 * claim, the call-back variants and free life cover arrive with the forms issue. Until a name is
 * registered its marker renders nothing and logs a warning.
 */
export {}
