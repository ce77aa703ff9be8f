import { insurerKindInWords, type Insurer } from '@insure/domain/company'

/**
 * The letterhead of a document page, as the PDFs draw it: the company's name on a band of the
 * brand's colour (the theme's --brand), then the insurer's name and kind, address and FSP number.
 */
export function InsurerLetterhead({ companyName, insurer }: { companyName: string; insurer: Insurer }) {
  return (
    <header className="document-letterhead">
      <p className="document-letterhead__brand">{companyName}</p>
      <p className="document-letterhead__insurer">
        Underwritten by {insurer.name}, {insurerKindInWords(insurer.kind)}
        <br />
        {insurer.address}
        <br />
        Authorised financial services provider, FSP {insurer.fspNumber}
      </p>
    </header>
  )
}
