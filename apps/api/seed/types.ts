export type CompanySeed = {
  code: string
  name: string
  configuration: Record<string, unknown>
  environments: { key: string; value: string }[]
}
