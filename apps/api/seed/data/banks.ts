/**
 * South African banks and their universal branch codes (the six digits a bank publishes for all its
 * branches, used for EFTs and debit orders), seeded into the `banks` table. Where each code comes
 * from: seed/data/README.md, "banks.ts". The ids are ours and never change or get reused: a debit
 * order mandate records its bank by id (bankId). Append new banks with the next id.
 *
 * The two columns place a bank on the debit-order lists (domain: `isOnBankList`):
 * - shortTermDebitOrders: short-term premiums are collected from its accounts (GET
 *   A/wtf/getTiaBanks): banks with accounts for people or businesses; not the banks that serve
 *   only corporate and institutional clients, which GET A/wtf/getAllBanks lists for completeness.
 * - lifeDebitOrders: life premiums are collected from its accounts (GET A/quote/life/banks): the
 *   same, less the banks with business accounts only (a life premium is paid by a person).
 */
export type BankSeed = {
  id: number
  name: string
  universalBranchCode: string
  shortTermDebitOrders: boolean
  lifeDebitOrders: boolean
}

const retail = (id: number, name: string, universalBranchCode: string): BankSeed => ({
  id,
  name,
  universalBranchCode,
  shortTermDebitOrders: true,
  lifeDebitOrders: true,
})
const businessOnly = (id: number, name: string, universalBranchCode: string): BankSeed => ({
  id,
  name,
  universalBranchCode,
  shortTermDebitOrders: true,
  lifeDebitOrders: false,
})
const corporateOnly = (id: number, name: string, universalBranchCode: string): BankSeed => ({
  id,
  name,
  universalBranchCode,
  shortTermDebitOrders: false,
  lifeDebitOrders: false,
})

export const BANK_SEEDS: readonly BankSeed[] = [
  retail(1, 'Absa Bank', '632005'),
  retail(2, 'Capitec Bank', '470010'),
  retail(3, 'FNB (First National Bank)', '250655'),
  retail(4, 'Nedbank', '198765'),
  retail(5, 'Standard Bank', '051001'),
  retail(6, 'African Bank', '430000'),
  retail(7, 'Investec', '580105'),
  retail(8, 'TymeBank', '678910'),
  retail(9, 'Discovery Bank', '679000'),
  retail(10, 'Bidvest Bank', '462005'),
  // Old Mutual's transactional account is held at Bidvest Bank: Old Mutual publishes Bidvest's code.
  retail(11, 'Old Mutual Money Account (Bidvest Bank)', '462005'),
  // Formerly the South African Bank of Athens, then Grobank; the code did not change.
  retail(12, 'Access Bank', '410506'),
  retail(13, 'Bank Zero', '888000'),
  retail(14, 'Postbank', '460005'),
  retail(15, 'Sasfin Bank', '683000'),
  // Grindrod Bank, bought by African Bank; its accounts (EasyPay Everywhere among them) keep the code.
  retail(16, 'African Bank Business (formerly Grindrod Bank)', '584000'),
  retail(17, 'Ubank', '431010'),
  // Mercantile Bank, now Capitec's business bank: business accounts only.
  businessOnly(18, 'Capitec Business (formerly Mercantile Bank)', '450105'),
  retail(19, 'Albaraka Bank', '800000'),
  corporateOnly(20, 'Citibank', '350005'),
  corporateOnly(21, 'HSBC Bank', '587000'),
  corporateOnly(22, 'JPMorgan Chase Bank', '432000'),
  corporateOnly(23, 'Standard Chartered Bank', '730020'),
  corporateOnly(24, 'Rand Merchant Bank', '261251'),
]
