import { z } from '../zod-config/index.ts'
import {
  ADDRESS_TYPES,
  CALLBACK_GENDERS,
  COMPANY_CODES,
  DEPARTMENT_TYPES,
  DEPARTMENT_VALUES,
  FEATURE_FLAGS,
  GAP_PAGES,
  PRODUCTS,
  PRODUCT_CATEGORIES,
  PRODUCT_CODES,
  PRODUCT_LINE_CODES,
  PRODUCT_LINE_IDS,
  QUESTION_VALIDATION_METHODS,
  SELECT_A_DEPARTMENT_MESSAGE,
  SELECT_A_PRODUCT_MESSAGE,
} from './lists.ts'

/** zod enums of the catalogue's lists, for request bodies and forms. The lists themselves (no zod) are in ./lists.ts. */
export const ProductSchema = z.enum(PRODUCTS)
export const ProductCodeSchema = z.enum(PRODUCT_CODES)
export const ProductLineCodeSchema = z.enum(PRODUCT_LINE_CODES)
export const ProductLineIdSchema = z.enum(PRODUCT_LINE_IDS)
export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES)
export const CompanyCodeSchema = z.enum(COMPANY_CODES)
export const DepartmentTypeSchema = z.enum(DEPARTMENT_TYPES)
export const DepartmentSchema = z.enum(DEPARTMENT_VALUES, { error: SELECT_A_DEPARTMENT_MESSAGE })
export const CallbackGenderSchema = z.enum(CALLBACK_GENDERS)
export const GapPageSchema = z.enum(GAP_PAGES)
export const FeatureFlagSchema = z.enum(FEATURE_FLAGS)
export const QuestionValidationMethodSchema = z.enum(QUESTION_VALIDATION_METHODS)
export const AddressTypeSchema = z.enum(ADDRESS_TYPES)
export const ProductChoiceSchema = z
  .string({ error: SELECT_A_PRODUCT_MESSAGE })
  .trim()
  .min(1, { error: SELECT_A_PRODUCT_MESSAGE })
  .max(64, { error: SELECT_A_PRODUCT_MESSAGE })
