import type { ComponentType } from 'react'
import { AddressPage } from './address-page.tsx'
import { BankingDetailsPage } from './banking-details-page.tsx'
import { BeneficiariesPage } from './beneficiaries-page.tsx'
import { CongratulationsPage } from './congratulations-page.tsx'
import { DisclaimerPage } from './disclaimer-page.tsx'
import { MedicalAidPage } from './medical-aid-page.tsx'
import type { PageProps, PageView } from './page-data.ts'
import { PersonalInformationPage } from './personal-information-page.tsx'
import { PremiumPage } from './premium-page.tsx'
import { QuestionsPage } from './questions-page.tsx'

/**
 * Each page kind's component, by the kind of its view (one static table, beside the views the page
 * server loads in ./page-views.server.ts): a new kind is one entry here and one there.
 */
export const PAGE_COMPONENTS: { [V in PageView as V['kind']]: ComponentType<PageProps<V['kind']>> } = {
  QUICK_QUOTE: QuestionsPage,
  QUESTIONS: QuestionsPage,
  DISCLAIMER: DisclaimerPage,
  PERSONAL_INFORMATION: PersonalInformationPage,
  ADDRESS: AddressPage,
  BENEFICIARIES: BeneficiariesPage,
  MEDICAL_AID: MedicalAidPage,
  PREMIUM: PremiumPage,
  BANKING_DETAILS: BankingDetailsPage,
  CONGRATULATIONS: CongratulationsPage,
}

/** The page of the view's kind. */
export function PageOfKind(props: PageProps<PageView['kind']>) {
  const Page = PAGE_COMPONENTS[props.view.kind] as ComponentType<PageProps<PageView['kind']>>
  return <Page {...props} />
}
