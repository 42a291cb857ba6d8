import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** A white-label brand, addressed by its application id (X-App-Id). `config` is the brand
 * configuration of spec section 3, stored whole so that a brand can be reconfigured without a
 * migration; its shape is validated by the contracts on the way in and out. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  appId: text('app_id').notNull().unique(),
  name: text('name').notNull(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  externalConfig: jsonb('external_config').$type<Record<string, unknown>>(),
  externalConfigVersion: integer('external_config_version').notNull().default(13),
  /** Raised by the database (migration 0023's triggers) on every write of the brand's
   * catalogue: its categories, entries, positions, the services and courses they show. What is
   * cached of the catalogue is kept per version, so a change needs no cache drop. */
  catalogVersion: integer('catalog_version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A domain the product is served on; picks the default brand and the shell's settings. */
export const domains = pgTable('domains', {
  id: serial('id').primaryKey(),
  host: text('host').notNull().unique(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  name: text('name').notNull(),
  title: text('title').notNull(),
  favicon: text('favicon'),
  languages: jsonb('languages').$type<{ code: string; detector_code: string }[]>().notNull(),
  defaultLanguage: text('default_language').notNull().default('ru'),
  supportEmail: text('support_email'),
  whatsAppNumber: text('whatsapp_number'),
  gaId: text('ga_id'),
  yaId: text('ya_id'),
  frontendSettings: jsonb('frontend_settings').$type<Record<string, unknown>>().notNull(),
  pushSettings: jsonb('push_settings').$type<Record<string, unknown>>().notNull(),
  components: jsonb('components').$type<Record<string, unknown>>().notNull(),
  mobileAppVersion: text('mobile_app_version').notNull().default('1.0.0'),
  country: text('country'),
  cookieConsentEnabled: integer('cookie_consent_enabled').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
