import {guideRoutes} from '@site/src/config/site';

/**
 * The home page's curated entry points: the jobs readers come for, by kind of organization, then
 * the first-day path. Routes are checked against writing/routes.txt by a unit test, and the build
 * fails on any broken one. Labels are the target page's title or sidebar label.
 */

export interface GuideLink {
  readonly label: string;
  readonly to: string;
}

export interface Audience {
  readonly title: string;
  readonly summary: string;
  /** The most frequent jobs at this desk, most frequent first. */
  readonly tasks: readonly GuideLink[];
  /** The modules those jobs live in. */
  readonly modules: readonly GuideLink[];
}

const page = (label: string, path: string): GuideLink => ({label, to: `/docs/${path}`});
const moduleLink = (label: string, folder: string): GuideLink =>
  page(label, `Modules/${folder}/about`);

export const audiences: readonly Audience[] = [
  {
    title: 'School or college office',
    summary: 'Fees, attendance, admissions and the library, day by day.',
    tasks: [
      page('Collect student fees', 'Modules/Student/Fee/submit-fee'),
      page('Print a fee slip', 'Modules/Student/Views/fee-slip'),
      page('Mark attendance', 'Modules/Attendance/Forms/Entry/add-new'),
      page('Add a new student', 'Modules/Student/Forms/Entry/add-new'),
      page('Return a library book', 'Modules/Library/Views/Allotment/return'),
      page('Promote students with Jump class', 'New/jumpclass_student'),
    ],
    modules: [
      moduleLink('Student', 'Student'),
      moduleLink('Attendance', 'Attendance'),
      moduleLink('Exam Result', 'ExamResult'),
      moduleLink('Library', 'Library'),
      moduleLink('Transport', 'Transport'),
    ],
  },
  {
    title: 'Clinic front desk',
    summary: 'Appointments, patient records, treatments and reminders.',
    tasks: [
      page('Book a consultation appointment', 'Modules/Consultation/Forms/Entry/add-new'),
      page('Add a new patient', 'Modules/Patient/Forms/Entry/add-new'),
      page('Patient profile', 'Modules/Patient/Views/view-profile'),
      page('Add a new treatment', 'Modules/Treatment/Forms/Entry/add-new'),
      page('Send an SMS or WhatsApp message', 'Modules/Communication/SMS/Send-SMS'),
    ],
    modules: [
      moduleLink('Patient', 'Patient'),
      moduleLink('Consultation', 'Consultation'),
      moduleLink('Treatment', 'Treatment'),
      moduleLink('Booking', 'Booking'),
    ],
  },
  {
    title: 'Shop or service business',
    summary: 'Sales, stock, customers, service orders and cash.',
    tasks: [
      page('Add a new sale', 'Modules/Sale/Forms/Entry/add-new'),
      page('Record stock movements', 'Modules/Product/Forms/Entry/Stock/add-new'),
      page('Add a new customer', 'Modules/Customer/Forms/Entry/add-new'),
      page('Add a new service order', 'Modules/Service/Forms/Entry/add-new'),
      page('Add a new lead', 'Modules/Lead/Add-New-Lead'),
    ],
    modules: [
      moduleLink('Sale', 'Sale'),
      moduleLink('Product and Stock', 'Product'),
      moduleLink('Customer', 'Customer'),
      moduleLink('Cashflow', 'Cashflow'),
    ],
  },
  {
    title: 'Every organization',
    summary: 'Staff, pay, money, messages and the organization account.',
    tasks: [
      page('Record an expense in Cashflow', 'Modules/Cashflow/Expense/Add-New-Expense'),
      page('Pay employee salaries', 'Modules/Employee/Salary/pay-salary'),
      page('Apply for leave', 'Modules/Leave-Application/Forms/Entry/add-new'),
      page('Create a user with permissions', 'New/create-user-with-permissions'),
      page('Export a backup', 'New/export-backup'),
      page('Get a support PIN', 'New/get-support-pin'),
    ],
    modules: [
      moduleLink('Employee', 'Employee'),
      moduleLink('Cashflow', 'Cashflow'),
      moduleLink('Communication', 'Communication'),
      moduleLink('User', 'User'),
    ],
  },
];

/** The workflows: whole jobs across modules, step by step, as their titles name them. */
export const workflows: readonly GuideLink[] = [
  page('Run the monthly fee cycle', 'Workflows/monthly-fees'),
  page('Admit a new student', 'Workflows/admissions'),
  page('Start a new school year', 'Workflows/new-school-year'),
  page('Lend and take back library books', 'Workflows/library-lending'),
  page('Run a patient visit from booking to bill', 'Workflows/patient-visit'),
  page('Buy stock from vendors and sell it', 'Workflows/buy-and-sell-stock'),
  page('Take online payments', 'Workflows/online-payments'),
  page('Run the monthly payroll', 'Workflows/monthly-payroll'),
];

/** The page that groups the workflows and everyday jobs by kind of organization. */
export const workflowsLanding: GuideLink = page(
  'Everyday jobs by kind of organization',
  'Workflows/about',
);

const gettingStarted = (label: string, file: string): GuideLink =>
  page(label, `Getting Started/${file}`);

/** The Getting Started path, in the order a new organization follows it (its sidebar order). */
export const gettingStartedPath: readonly GuideLink[] = [
  {label: 'Create an organization account', to: guideRoutes.gettingStarted},
  gettingStarted('Sign in', 'sign-in'),
  gettingStarted('Find your way around', 'find-your-way-around'),
  gettingStarted('Add a module', 'adding-new-module'),
  gettingStarted('Upload your data', 'uploading-data'),
  gettingStarted('Change your password', 'change-password'),
  gettingStarted('Reset a forgotten password', 'forgot-password'),
  gettingStarted("Reset a user's password", 'reset-password'),
  gettingStarted('Remove a module', 'removing-module'),
];
