import type { CompanyCode } from '@insure/domain/catalogue'
import type { CompanyConfiguration } from '@insure/domain/company'
import type { BlogPage, BlogPost, ContentPage } from '@insure/domain/content'

export type CompanySeed = {
  code: CompanyCode
  name: string
  configuration: CompanyConfiguration
  environments: { key: string; value: string }[]
}

export type CompanyContentSeed = {
  companyCode: CompanyCode
  pages: ContentPage[]
  blogPosts: BlogPost[]
  blogPage: BlogPage
}
