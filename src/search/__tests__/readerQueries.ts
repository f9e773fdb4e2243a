import type {FacetFilters} from '../facetFilters';

/**
 * What readers type, typos and partial words included, and the page each query must find: first, or
 * in the top 3 where several pages answer it well. Runs on the records of the real build, after
 * `npm run build` (`npm run check:search`); the search benchmark types them key by key.
 */
export const readerQueries: readonly [query: string, page: string, within: 1 | 3][] = [
  ['atend', '/docs/Modules/Attendance/', 3],
  ['salry slip', '/docs/Modules/Employee/Salary/Views/salary-slip', 3],
  ['libary fine', '/docs/Modules/Library/', 1],
  ['whatsap', '/docs/Plugins/Whatsapp/', 1],
  ['fee slip', '/docs/Modules/Student/Views/fee-slip', 1],
  ['change password', '/docs/Getting Started/change-password', 1],
  ['forgot pasword', '/docs/Getting Started/forgot-password', 1],
  ['promote students', '/docs/New/jumpclass_student', 1],
  ['pay salary', '/docs/Modules/Employee/Salary/pay-salary', 1],
  ['export backup', '/docs/New/export-backup', 1],
  ['api key', '/docs/New/get-api-key', 1],
  ['bus stops', '/docs/New/add-bus-stops', 1],
  ['sms templat', '/docs/Modules/Communication/SMS/SMS-Templates', 1],
  ['penalty fee', '/docs/Modules/Library/Allotment/penalty_settings', 3],
  ['return book', '/docs/Modules/Library/Views/Allotment/return', 1],
  ['reisue', '/docs/Modules/Library/Views/Allotment/reissue', 1],
  ['dues report', '/docs/Modules/Student/Fee/students-dues-report', 1],
  ['online payments', '/docs/Modules/Cashflow/', 3],
  ['add expense', '/docs/Modules/Cashflow/Expense/Add-New-Expense', 3],
  ['biometric device', '/docs/Plugins/Biometric/connect-device', 3],
  ['extra fee', '/docs/Modules/Student/Fee/set-extra-fee', 3],
  ['change session', '/docs/New/change_session', 1],
  ['support pin', '/docs/New/get-support-pin', 1],
  ['leave aplication', '/docs/Modules/Leave-Application/about', 1],
  ['subscription plan', '/docs/Modules/Subscription/Plan/', 1],
  ['bulk delete', '/docs/Modules/Common/Lists/list-bulk-operation', 1],
];

/** The facet filters DocSearch sends with contextual search on a docs page of the 'en' site. */
export const contextualFilters: FacetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
