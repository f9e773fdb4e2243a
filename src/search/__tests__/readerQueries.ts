import type {FacetFilters} from '../facetFilters';

/**
 * What readers type, as they type it (lower case, typos, their own words rather than the guide's), and
 * the page or pages that answer it. A page ending in '/' stands for every page under it. Runs on the
 * real build (`npm run check:search`), which prints hit@1, hit@5 and MRR for each kind of query; the
 * search benchmarks type the same queries key by key. Add a query when readers report a miss.
 */
export const queryKinds = ['task', 'keyword', 'typo', 'synonym', 'question'] as const;
export type QueryKind = (typeof queryKinds)[number];

export interface ReaderQuery {
  query: string;
  kind: QueryKind;
  /** Paths of the pages that answer it, any of which counts. */
  pages: readonly string[];
}

const m = '/docs/Modules';

const list: [kind: QueryKind, query: string, ...pages: string[]][] = [
  // Task phrasings: what the reader wants done, in their words.
  ['task', 'mark school closed on festival days', '/docs/New/set_holiday'],
  ['task', 'see where the school bus is right now', '/docs/Plugins/GPS/connect-device', `${m}/Transport/about`],
  ['task', 'let accountant see only fees module', '/docs/New/create-user-with-permissions', `${m}/User/Forms/Entry/add-new`],
  ['task', 'whatsapp message parents', `${m}/Communication/SMS/Send-SMS`, '/docs/Plugins/Whatsapp/connect-provider'],
  ['task', 'pay salary', `${m}/Employee/Salary/pay-salary`],
  ['task', 'promote students to next class', '/docs/New/jumpclass_student'],
  ['task', 'export backup', '/docs/New/export-backup'],
  ['task', 'add bus stops', '/docs/New/add-bus-stops'],
  ['task', 'return a book', `${m}/Library/Views/Allotment/return`],
  ['task', 'add expense', `${m}/Cashflow/Expense/Add-New-Expense`],
  ['task', 'collect fees from student', `${m}/Student/Fee/submit-fee`],
  ['task', 'give discount on fees', `${m}/Student/Fee/fee_discount`],
  ['task', 'print fee receipt', `${m}/Student/Views/fee-slip`],
  ['task', 'reset password of a user', '/docs/Getting Started/reset-password'],
  ['task', 'upload students from excel', `${m}/Student/Views/upload`, '/docs/Getting Started/uploading-data'],
  ['task', 'enter exam marks', `${m}/ExamResult/Forms/Entry/update`, `${m}/ExamResult/Views/upload-result`],
  ['task', 'publish results', `${m}/ExamResult/Views/view-results`],
  ['task', 'book appointment for patient', `${m}/Consultation/Forms/Entry/add-new`],
  ['task', 'record stock purchase', `${m}/Product/Forms/Entry/Stock/add-new`],
  ['task', 'stop fee for student who left', '/docs/New/stop-fee'],
  ['task', 'change school name', '/docs/New/change_school_college_name'],
  ['task', 'upload logo', '/docs/New/upload-logo'],
  ['task', 'connect fingerprint machine', '/docs/Plugins/Biometric/connect-device'],
  ['task', 'send sms to parents', `${m}/Communication/SMS/Send-SMS`],
  ['task', 'issue book to student', `${m}/Library/Allotment/Entry/new_allotment`],
  // Single keywords.
  ['keyword', 'cron', '/docs/New/cron_settings'],
  ['keyword', 'refund', `${m}/Sale/Returns/refund`, `${m}/Student/Fee/refund-duplicate-fee`, `${m}/Sale/Forms/Entry/update`, `${m}/Cashflow/Lists/View-Online-Payments`, `${m}/Student/Fee/fee_discount`, `${m}/Event-Manager/Forms/Entry/update`],
  ['keyword', 'invoice', `${m}/Sale/`],
  ['keyword', 'timetable', `${m}/Timetable/`],
  ['keyword', 'holidays', '/docs/New/set_holiday'],
  ['keyword', 'coupon', `${m}/Coupon/`],
  ['keyword', 'biometric', '/docs/Plugins/Biometric/'],
  ['keyword', 'gps', '/docs/Plugins/GPS/'],
  ['keyword', 'subscription', `${m}/Subscription/`],
  ['keyword', 'survey', `${m}/Survey/`],
  ['keyword', 'treatment', `${m}/Treatment/`],
  ['keyword', 'leads', `${m}/Lead/`],
  ['keyword', 'calendar', '/docs/New/view-calendar'],
  ['keyword', 'notifications', '/docs/New/view_notification'],
  ['keyword', 'api key', '/docs/New/get-api-key'],
  ['keyword', 'support pin', '/docs/New/get-support-pin'],
  ['keyword', 'signature', '/docs/New/set-principal-signature'],
  ['keyword', 'tags', `${m}/Common/Tag/`],
  ['keyword', 'checklist', `${m}/Checklist/`],
  ['keyword', 'meetings', `${m}/Meeting-Manager/`],
  ['keyword', 'vendors', `${m}/Vendor/`],
  ['keyword', 'prescription', `${m}/Consultation/`, `${m}/Treatment/`, `${m}/Patient/`],
  ['keyword', 'dues report', `${m}/Student/Fee/students-dues-report`],
  ['keyword', 'online payments', `${m}/Cashflow/Lists/View-Online-Payments`, `${m}/Cashflow/Online-Payments/`],
  ['keyword', 'bulk delete', `${m}/Common/Lists/list-bulk-operation`],
  // Typos and half-typed words.
  ['typo', 'atend', `${m}/Attendance/`],
  ['typo', 'salry slip', `${m}/Employee/Salary/Views/salary-slip`],
  ['typo', 'libary fine', `${m}/Library/`],
  ['typo', 'whatsap', '/docs/Plugins/Whatsapp/', `${m}/Communication/`],
  ['typo', 'forgot pasword', '/docs/Getting Started/forgot-password'],
  ['typo', 'reisue', `${m}/Library/Views/Allotment/reissue`],
  ['typo', 'sms templat', `${m}/Communication/SMS/SMS-Templates`],
  ['typo', 'leave aplication', `${m}/Leave-Application/`],
  ['typo', 'timetabel', `${m}/Timetable/`],
  ['typo', 'subscripton plan', `${m}/Subscription/Plan/`],
  ['typo', 'transprot route', `${m}/Transport/`],
  ['typo', 'biometrc', '/docs/Plugins/Biometric/'],
  ['typo', 'registraton', `${m}/Registration/`],
  ['typo', 'employe list', `${m}/Employee/Lists/list`],
  ['typo', 'pateint', `${m}/Patient/`],
  ['typo', 'expence', `${m}/Cashflow/Expense/`, `${m}/Cashflow/Lists/View-Expense-List`],
  ['typo', 'anouncement', `${m}/Announcement/`],
  ['typo', 'vendr', `${m}/Vendor/`],
  ['typo', 'exam reslt', `${m}/ExamResult/`],
  ['typo', 'fee slipp', `${m}/Student/Views/fee-slip`],
  ['typo', 'custmer list', `${m}/Customer/Lists/list`],
  // The reader's word where the guide uses another.
  ['synonym', 'inventory', `${m}/Product/`],
  ['synonym', 'payslip', `${m}/Employee/Salary/Views/salary-slip`],
  ['synonym', 'concession', `${m}/Student/Fee/fee_discount`],
  ['synonym', 'payroll', `${m}/Employee/Salary/`],
  ['synonym', 'doctor appointment', `${m}/Consultation/`],
  ['synonym', 'late fine library', `${m}/Library/Allotment/`],
  ['synonym', 'parents details', `${m}/Student/`],
  ['synonym', 'stock', `${m}/Product/`],
  ['synonym', 'supplier', `${m}/Vendor/`],
  ['synonym', 'admission', `${m}/Registration/`, `${m}/Student/Forms/Entry/add-new`],
  ['synonym', 'mark sheet', `${m}/ExamResult/`, '/docs/New/change_examresult_cardformat'],
  ['synonym', 'report card format', '/docs/New/change_examresult_cardformat'],
  ['synonym', 'academic year', '/docs/New/change_session'],
  ['synonym', 'scheduled jobs', '/docs/New/cron_settings'],
  ['synonym', 'fingerprint attendance', '/docs/Plugins/Biometric/', `${m}/Attendance/`],
  ['synonym', 'pay slip', `${m}/Employee/Salary/Views/salary-slip`],
  ['synonym', 'school van', `${m}/Transport/`, '/docs/New/add-bus-stops'],
  ['synonym', 'notice board', `${m}/Announcement/`],
  ['synonym', 'clients', `${m}/Customer/`],
  ['synonym', 'enrolment form', `${m}/Registration/`],
  ['synonym', 'login', '/docs/Getting Started/', '/docs/intro'],
  // Questions.
  ['question', 'how to add a new student', `${m}/Student/Forms/Entry/add-new`],
  ['question', 'how do i change my password', '/docs/Getting Started/change-password'],
  ['question', 'how to print salary slip', `${m}/Employee/Salary/Views/salary-slip`],
  ['question', 'how to set holidays', '/docs/New/set_holiday'],
  ['question', 'how can i promote students', '/docs/New/jumpclass_student'],
  ['question', 'where do i see pending fees', `${m}/Student/Fee/students-dues-report`],
  ['question', 'how to give permission to a user', '/docs/New/create-user-with-permissions', `${m}/User/`],
  ['question', 'how to take backup', '/docs/New/export-backup'],
  ['question', 'how to connect whatsapp', '/docs/Plugins/Whatsapp/connect-provider'],
  ['question', 'how to change session', '/docs/New/change_session'],
  ['question', 'what is a support pin', '/docs/New/get-support-pin'],
  ['question', 'how to add a book to library', `${m}/Library/Forms/Entry/add-new`],
  ['question', 'how do i record an expense', `${m}/Cashflow/Expense/Add-New-Expense`],
  ['question', 'how to mark attendance', `${m}/Attendance/Forms/Entry/add-new`],
  ['question', 'how to create an exam', `${m}/ExamResult/Forms/Entry/add-new`],
  ['question', 'how to add a module', '/docs/Getting Started/adding-new-module'],
  ['question', 'what happens when i remove a module', '/docs/Getting Started/removing-module'],
  ['question', 'how to add columns to a list', '/docs/New/add_remove_column'],
  ['question', 'how to export a report to excel', `${m}/Common/Report/export-report-data`],
  ['question', 'how do i get an api key', '/docs/New/get-api-key'],
];

export const readerQueries: readonly ReaderQuery[] = list.map(([kind, query, ...pages]) => ({kind, query, pages}));

/** The facet filters DocSearch sends with contextual search on a docs page of the 'en' site. */
export const contextualFilters: FacetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
