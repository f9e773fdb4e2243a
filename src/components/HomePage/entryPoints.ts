import {guideRoutes} from '@site/src/config/site';

/**
 * The home page's curated entry points. Routes are checked against writing/routes.txt by a unit
 * test, and the build fails on any broken one.
 */

export interface GuideLink {
  readonly label: string;
  readonly to: string;
}

export interface Audience {
  readonly title: string;
  readonly summary: string;
  readonly modules: readonly GuideLink[];
}

const moduleLink = (label: string, folder: string): GuideLink => ({label, to: `/docs/Modules/${folder}/about`});

export const audiences: readonly Audience[] = [
  {
    title: 'Schools and colleges',
    summary: 'Admissions, fees, attendance, exams, timetables, library and transport.',
    modules: [
      moduleLink('Student', 'Student'),
      moduleLink('Attendance', 'Attendance'),
      moduleLink('Exam Result', 'ExamResult'),
      moduleLink('Timetable', 'Timetable'),
      moduleLink('Library', 'Library'),
      moduleLink('Transport', 'Transport'),
    ],
  },
  {
    title: 'Clinics',
    summary: 'Patients, appointments, treatments, rooms and reminders.',
    modules: [
      moduleLink('Patient', 'Patient'),
      moduleLink('Consultation', 'Consultation'),
      moduleLink('Treatment', 'Treatment'),
      moduleLink('Booking', 'Booking'),
      moduleLink('Communication', 'Communication'),
    ],
  },
  {
    title: 'Businesses',
    summary: 'Leads, customers, sales, stock, subscriptions and cash.',
    modules: [
      moduleLink('Lead', 'Lead'),
      moduleLink('Customer', 'Customer'),
      moduleLink('Sale', 'Sale'),
      moduleLink('Product and Stock', 'Product'),
      moduleLink('Subscription', 'Subscription'),
      moduleLink('Cashflow', 'Cashflow'),
    ],
  },
];

const gettingStarted = (label: string, page: string): GuideLink => ({label, to: `/docs/Getting Started/${page}`});

/** The Getting Started path, in the order a new organization follows it. */
export const gettingStartedPath: readonly GuideLink[] = [
  {label: 'Create an organization account', to: guideRoutes.gettingStarted},
  gettingStarted('Add a module', 'adding-new-module'),
  gettingStarted('Remove a module', 'removing-module'),
  gettingStarted('Upload your data', 'uploading-data'),
  gettingStarted('Change your password', 'change-password'),
  gettingStarted('Reset a forgotten password', 'forgot-password'),
  gettingStarted("Reset a user's password", 'reset-password'),
];

const howTo = (label: string, page: string): GuideLink => ({label, to: `/docs/New/${page}`});

/** The tasks administrators look for most often. */
export const popularTasks: readonly GuideLink[] = [
  howTo('Change the session', 'change_session'),
  howTo('Promote students with Jump class', 'jumpclass_student'),
  howTo('Create a user with permissions', 'create-user-with-permissions'),
  howTo('Set holidays', 'set_holiday'),
  howTo('Stop fees for a student', 'stop-fee'),
  howTo('Export a backup', 'export-backup'),
  howTo('Renew your account plan', 'account_renewal'),
  howTo('Get a support PIN', 'get-support-pin'),
];
