import type { CompanyCode, ProductCode } from '@insure/domain/catalogue'
import { PRODUCT_CATALOGUE } from '@insure/domain/catalogue'
import { commencementDatesByRule, firstStrikeDate, southAfricanToday } from '@insure/domain/debit-order/dates'
import {
  bankingSettingsOf,
  checkDebitOrder,
  checkPayer,
  alreadyBoughtMessage,
  coverLinesOf,
  coveredLivesOf,
  firstIncompletePage,
  mandateReferenceOf,
  policyNumberOf,
  purchaseDetailsOf,
  samePurchaseDetails,
  type FullQuotePage,
  type PolicyReceipt,
  type PurchaseDetails,
  type PurchaseOrder,
} from '@insure/domain/full-quote'
import { toE164PhoneNumber } from '@insure/domain/phone/e164'
import { insurerOf } from '@insure/domain/company'
import { summaryOf, wordingReferenceOf } from '@insure/domain/policy-documents'
import { PolicyScheduleSchema } from '@insure/domain/policy-schedule'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { rowsOf, type DatabaseTransaction } from '../../db/client.ts'
import {
  bankDetails,
  debitOrderMandates,
  payers,
  policies,
  quotePageCompletions,
  quotes,
} from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { ApiError, MESSAGES } from '../../plugins/envelope.ts'
import { issuePolicySchedule } from '../documents/policy-schedule.ts'
import type { LoadedQuote } from './quote.service.ts'

/**
 * The purchase of a quote (issue 23): the transaction both purchase calls share, PUT A/quote/purchase
 * (and life/purchase) and the car full sale's POST …/full-sale/purchase. They differ only in how the
 * quote is named and which call its banking page names; what is bought, and how, is this.
 */

export const NOT_READY_TO_BUY_MESSAGE =
  'Answer every page of the quote and accept the premium before you buy.'

/** The receipt of a bought quote (a repeat of the purchase answers the same). */
function receiptOf(
  policy: typeof policies.$inferSelect,
  firstStrike: string,
  scheduleDocumentId: string | null,
): PolicyReceipt {
  return {
    policyNumber: policy.policyNumber,
    hashedPolicyId: policy.hashedId,
    premiumCents: policy.premiumCents,
    commencementDate: policy.commencementDate,
    firstStrikeDate: firstStrike,
    scheduleDocumentId,
  }
}

/** A bought quote's receipt and the details it was bought with; null before it is bought. */
async function boughtOf(
  app: FastifyInstance,
  hashedQuoteId: string,
): Promise<{ receipt: PolicyReceipt; details: PurchaseDetails } | null> {
  const [row] = await app.db
    .select({
      policy: policies,
      mandate: debitOrderMandates,
      bank: bankDetails,
      payerCitizenId: payers.citizenId,
    })
    .from(policies)
    .innerJoin(debitOrderMandates, eq(debitOrderMandates.quoteHashedId, policies.quoteHashedId))
    .innerJoin(bankDetails, eq(bankDetails.id, debitOrderMandates.bankDetailsId))
    .leftJoin(payers, eq(payers.id, debitOrderMandates.payerId))
    .where(eq(policies.quoteHashedId, hashedQuoteId))
  if (!row) return null
  const document = await app.documents.scheduleOf(row.policy.hashedId)
  const { mandate, bank } = row
  return {
    receipt: receiptOf(row.policy, mandate.firstStrikeDate, document),
    details: {
      bankId: bank.bankId,
      branchCode: bank.branchCode,
      accountNumber: bank.accountNumber,
      accountType: bank.accountType,
      accountHolderName: bank.accountHolderName,
      debitOrderDay: mandate.debitOrderDay,
      commencementDate: mandate.commencementDate,
      hivAccept: mandate.hivAccept,
      lifeAccept: mandate.lifeAccept,
      financeAccept: mandate.financeAccept,
      termsAccept: mandate.termsAccept,
      concentToDebit: mandate.concentToDebit,
      payerCitizenId: row.payerCitizenId ?? null,
    },
  }
}

export async function existingReceipt(
  app: FastifyInstance,
  hashedQuoteId: string,
): Promise<PolicyReceipt | null> {
  return (await boughtOf(app, hashedQuoteId))?.receipt ?? null
}

/**
 * A purchase of a quote already bought (a retry, a double click, two tabs): the policy's receipt
 * when it repeats the details the policy was bought with, else 409 naming the account it is paid
 * from (masked), as a reused idempotency key with other parameters is answered.
 */
async function repeatedPurchase(
  app: FastifyInstance,
  hashedQuoteId: string,
  body: PurchaseOrder,
): Promise<PolicyReceipt> {
  const bought = (await boughtOf(app, hashedQuoteId))!
  if (!samePurchaseDetails(bought.details, purchaseDetailsOf(body))) {
    throw new ApiError(409, alreadyBoughtMessage(bought.details.accountNumber))
  }
  return bought.receipt
}

/**
 * The bank details checked by the banking page's rule (the site applies the same): the bank list,
 * commencement rule and acceptances are the page's settings, not the product's.
 */
async function debitOrderProblems(
  app: FastifyInstance,
  page: FullQuotePage,
  body: PurchaseOrder,
  today: string,
  policyholderCitizenId: string | null,
) {
  const settings = bankingSettingsOf(page.settings)
  const { errors, bank } = checkDebitOrder(body.bankDetails, {
    banks: await app.banks.list(settings.bankList),
    commencementDates: commencementDatesByRule(
      settings.commencementRule,
      today,
      body.bankDetails.debitOrderDay,
    ),
  })
  // Someone else pays: the banking page's rule for the payer, and not the policyholder again.
  const payer = checkPayer(body.payer, policyholderCitizenId)
  return {
    problems: [
      ...errors.map((error) => ({ path: `bankDetails.${error.path}`, message: error.message })),
      ...payer.errors,
    ],
    bank,
    payer: payer.payer,
  }
}

/**
 * The next number of the company's and product's policies, taken in the purchase's transaction:
 * the counter's row stays locked until it commits, and a purchase that fails gives its number back
 * with everything else, so numbers run without gaps.
 */
async function nextPolicyNumber(tx: DatabaseTransaction, companyCode: string, productCode: string) {
  const result = await tx.execute(sql`
    insert into policy_number_counters (company_code, product_code, last_number) values (${companyCode}, ${productCode}, 1)
    on conflict (company_code, product_code)
      do update set last_number = policy_number_counters.last_number + 1
    returning last_number`)
  const [row] = rowsOf<{ last_number: number }>(result)
  return policyNumberOf(companyCode as CompanyCode, productCode as ProductCode, Number(row!.last_number))
}

export async function purchaseQuote(
  app: FastifyInstance,
  quote: LoadedQuote,
  body: PurchaseOrder,
  sellingAgentId: string | null,
): Promise<PolicyReceipt> {
  // Bought already (a retry, a double click): the policy's receipt again, for the same details.
  if (quote.state.policy) return repeatedPurchase(app, quote.row.hashedId, body)
  if (quote.row.status !== 'OPEN') throw new ApiError(409, NOT_READY_TO_BUY_MESSAGE)
  const banking = firstIncompletePage(quote.journey, quote.progress)
  const acceptance = quote.state.acceptance
  if (banking.kind !== 'BANKING_DETAILS' || !acceptance || acceptance.supersededAt !== null) {
    throw new ApiError(409, NOT_READY_TO_BUY_MESSAGE)
  }
  const today = southAfricanToday(new Date())
  const { problems, bank, payer } = await debitOrderProblems(
    app,
    banking,
    body,
    today,
    quote.state.contact?.citizenId ?? null,
  )
  if (problems.length > 0) throw new ApiError(400, MESSAGES.validation, problems)
  const order = body.bankDetails
  // The agent who sells it (shell spec §3): the agent session's (issue 22), else the agent who
  // started it; a visitor's quote has none (and is sold online).
  const agentId = sellingAgentId ?? quote.row.agentId
  const firstStrike = firstStrikeDate({
    commencementDate: order.commencementDate,
    debitOrderDay: order.debitOrderDay,
    today,
  })

  const contact = quote.state.contact!
  const addresses = quote.state.addresses
  const beneficiaryRows = await app.quotes.beneficiariesOf(quote.row.hashedId)
  const company = await app.companies.find(quote.row.companyCode)
  if (!company) throw new Error(`No configuration for company ${quote.row.companyCode}`)
  const productCode = quote.row.productCode as ProductCode
  // The wording in effect today is the one the policy is sold on; its fingerprint goes on the schedule.
  const wording = await app.policyDocuments.inEffect(productCode, 'POLICY_WORDING', today)
  if (!wording) throw new Error(`No policy wording of ${productCode} in effect on ${today}`)
  const residence = addresses.find((address) => address.addressType === 'RESIDENCE')
  const postal = addresses.find((address) => address.addressType === 'MAILING')
  // The schedule but its number, read before the transaction to keep that short.
  const scheduleWithoutNumber = {
    company: {
      code: quote.row.companyCode,
      name: company.name,
      phoneNumber: company.configuration.metadata.local_phone_number,
      brandColour: company.configuration.brand_colour,
    },
    insurer: insurerOf(company.configuration.insurers, productCode),
    product: { code: productCode, displayName: PRODUCT_CATALOGUE[productCode].displayName },
    wording: { ...wordingReferenceOf(wording), notCovered: summaryOf(wording, 'not-covered') },
    issuedAt: new Date().toISOString(),
    commencementDate: order.commencementDate,
    policyholder: {
      title: contact.title ?? 'Mx',
      name: contact.name ?? '',
      surname: contact.surname ?? '',
      idNumber: contact.citizenId ?? '',
    },
    contact: { mobile: contact.mobile ?? '', email: contact.email ?? '' },
    address: residence
      ? [
          [residence.streetNo, residence.street].filter(Boolean).join(' '),
          residence.postArea,
          residence.town,
          residence.province,
        ].filter((line): line is string => Boolean(line))
      : null,
    // Stored only when the person said it differs from the residence (the address page's choice).
    postalAddress: postal
      ? [
          `PO Box ${postal.poBox}`,
          postal.postalNumber,
          postal.postalArea,
          postal.city,
          postal.county,
          postal.postalCode,
        ].filter((line): line is string => Boolean(line))
      : null,
    cover: coverLinesOf(
      productCode,
      acceptance.totalCoverCents,
      acceptance.selectedProduct,
      acceptance.addOns,
    ),
    coveredLives: coveredLivesOf(productCode, quote.progress.answers, acceptance.totalCoverCents),
    beneficiaries: beneficiaryRows.map((row) => ({
      name: `${row.name} ${row.surname}`,
      relation: row.relation ?? row.beneficiaryDesignation ?? 'Beneficiary',
      percentage: Number(row.benefitPercentage),
    })),
    monthlyPremiumCents: acceptance.premiumCents,
    excess: acceptance.excessCents
      ? { cents: acceptance.excessCents, key: acceptance.excessKey ?? 'FIXED' }
      : null,
    ratingTableVersion: acceptance.ratingTableVersion,
    debitOrder: {
      bankName: bank!.name,
      accountNumber: order.accountNumber,
      debitDay: order.debitOrderDay,
      firstStrikeDate: firstStrike,
    },
    payer: payer
      ? { title: payer.title, name: payer.name, surname: payer.surname, idNumber: payer.citizenId }
      : null,
    soldBy: agentId ? { channel: 'agent', agentId } : { channel: 'online' },
  }

  const policyHashedId = newHashedId()
  const bought = await app.db.transaction(async (tx) => {
    // One purchase of a quote at a time (two tabs): the second waits, then finds the first's policy.
    await tx.execute(sql`select hashed_id from quotes where hashed_id = ${quote.row.hashedId} for update`)
    // A statement of its own, after the lock: on PostgreSQL it sees what the first committed,
    // which a subquery of the locking statement (its snapshot taken before the wait) would not.
    const [existing] = await tx
      .select({ hashedId: policies.hashedId })
      .from(policies)
      .where(eq(policies.quoteHashedId, quote.row.hashedId))
    if (existing) return null
    // Only the purchase that makes the policy takes a number: one that found the policy took none.
    const policyNumber = await nextPolicyNumber(tx, quote.row.companyCode, quote.row.productCode)
    const schedule = PolicyScheduleSchema.parse({ ...scheduleWithoutNumber, policyNumber })
    const [details] = await tx
      .insert(bankDetails)
      .values({
        quoteHashedId: quote.row.hashedId,
        bankId: String(order.bankId),
        bankName: bank!.name,
        branchCode: order.branchCode,
        accountNumber: order.accountNumber,
        accountType: order.accountType,
        accountHolderName: order.accountHolderName,
      })
      .returning({ id: bankDetails.id })
    // The payer agreed to the debit order from their account: the mandate is theirs.
    const [payerRow] = payer
      ? await tx
          .insert(payers)
          .values({
            quoteHashedId: quote.row.hashedId,
            title: payer.title,
            name: payer.name,
            surname: payer.surname,
            citizenId: payer.citizenId,
            dateOfBirth: payer.dateOfBirth,
            gender: payer.gender,
            mobile: toE164PhoneNumber(payer.mobile),
            email: payer.email,
          })
          .returning({ id: payers.id })
      : []
    await tx.insert(debitOrderMandates).values({
      quoteHashedId: quote.row.hashedId,
      bankDetailsId: details!.id,
      payerId: payerRow?.id ?? null,
      reference: mandateReferenceOf(policyNumber),
      amountCents: acceptance.premiumCents,
      debitOrderDay: order.debitOrderDay,
      commencementDate: order.commencementDate,
      firstStrikeDate: firstStrike,
      hivAccept: body.hivAccept ?? false,
      lifeAccept: body.lifeAccept ?? false,
      financeAccept: body.financeAccept ?? false,
      termsAccept: order.termsAccept,
      concentToDebit: order.concentToDebit,
    })
    const [policy] = await tx
      .insert(policies)
      .values({
        hashedId: policyHashedId,
        policyNumber,
        quoteHashedId: quote.row.hashedId,
        companyCode: quote.row.companyCode,
        productCode: quote.row.productCode,
        acceptanceId: acceptance.id,
        premiumCents: acceptance.premiumCents,
        totalCoverCents: acceptance.totalCoverCents,
        selectedProduct: acceptance.selectedProduct,
        ratingTableVersion: acceptance.ratingTableVersion,
        wordingVersion: wording.version,
        commencementDate: order.commencementDate,
        agentId,
        transactionOriginOnline: quote.row.transactionOriginOnline,
      })
      .returning()
    await tx
      .insert(quotePageCompletions)
      .values({ quoteHashedId: quote.row.hashedId, pageCode: banking.code, pageKind: 'BANKING_DETAILS' })
      .onConflictDoNothing()
    await tx
      .update(quotes)
      .set({ status: 'PURCHASED', updatedAt: sql`now()` })
      .where(and(eq(quotes.hashedId, quote.row.hashedId), eq(quotes.status, 'OPEN')))
    // The schedule is stored to be drawn: the renderer draws it on its own thread just after.
    const issued = await issuePolicySchedule(app, tx, { policyHashedId, schedule })
    return { policy: policy!, documentHashedId: issued.documentHashedId }
  })
  if (!bought) return repeatedPurchase(app, quote.row.hashedId, body)
  app.documentRenderer.kick()
  return receiptOf(bought.policy, firstStrike, bought.documentHashedId)
}
