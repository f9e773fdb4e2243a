/**
 * How the sidebar is arranged, in one place (CONTRIBUTING.md: "Add a page"). Routes never change:
 * pages stay in their folders, and the sidebar shows them by the job they serve.
 *
 * - `topLevelOrder`: the guide's top level, by folder name or by root page file name (without .md).
 * - `sectionGroups`: the groups of a section (every module folder, and the how-to guides), in sidebar
 *   order, most frequent job first. Each page of the section names its group in front matter with
 *   `sidebar_group: <key>`; `sidebar_position` orders it inside the group. The section's `about.md`
 *   comes first, outside the groups.
 *
 * Sections without groups (Getting Started, Workflows, Plugins) keep the folder order: each page's
 * `sidebar_position` and each folder's `_category_.json`. `npm run lint:content` checks that every
 * page sits in a group and that no group is empty (scripts/lib/sidebarRules.ts).
 */

export const topLevelOrder: readonly string[] = [
  'intro',
  'Getting Started',
  'Workflows',
  'Modules',
  'New',
  'Plugins',
  'glossary',
];

/** Group key (what pages write in `sidebar_group`) → label the reader sees, in sidebar order. */
export type SectionGroups = Readonly<Record<string, string>>;

const reports = 'Reports';
const settings = 'Settings';

export const sectionGroups: Readonly<Record<string, SectionGroups>> = {
  'Modules/Announcement': {publish: 'Publish announcements', settings},
  'Modules/Attendance': {daily: 'Daily attendance', reports, settings},
  'Modules/Booking': {bookings: 'Room bookings', rooms: 'Buildings and rooms', reports, settings},
  'Modules/Cashflow': {money: 'Income and expenses', online: 'Online payments', reports, settings},
  'Modules/Checklist': {checklists: 'Assign and complete', reports, settings},
  'Modules/Common': {find: 'Find and change records', data: 'Import and export', tags: 'Tags'},
  'Modules/Communication': {send: 'Send messages', templates: 'Message templates', settings},
  'Modules/Consultation': {appointments: 'Appointments', reports, settings},
  'Modules/Coupon': {coupons: 'Coupons', reports, settings},
  'Modules/Customer': {customers: 'Customers', reports, settings},
  'Modules/Employee': {employees: 'Employees', payroll: 'Payroll', reports, settings},
  'Modules/Event-Manager': {events: 'Events', reports, settings},
  'Modules/ExamResult': {exams: 'Exams and marks', reports, settings},
  'Modules/Lead': {leads: 'Leads and follow-ups', reports, settings},
  'Modules/Leave-Application': {leave: 'Leave requests', reports, settings},
  'Modules/Library': {lending: 'Lending and returns', books: 'Book catalogue', reports, settings},
  'Modules/Meeting-Manager': {meetings: 'Meetings', reports, settings},
  'Modules/Note': {notes: 'Notes', settings},
  'Modules/Patient': {patients: 'Patients', reports, settings},
  'Modules/Product': {stock: 'Stock in and out', products: 'Products', reports, settings},
  'Modules/Registration': {applications: 'Applications', reports, settings},
  'Modules/Sale': {sales: 'Sales and invoices', reports, settings},
  'Modules/Service': {orders: 'Service orders', reports, settings},
  'Modules/Student': {fees: 'Fees', students: 'Students', reports, settings},
  'Modules/Subscription': {subscriptions: 'Subscriptions', plans: 'Plans', reports, settings},
  'Modules/Survey': {surveys: 'Surveys', reports, settings},
  'Modules/Test': {tests: 'Online tests', packages: 'Test packages', settings},
  'Modules/Timetable': {timetable: 'Build the timetable', settings},
  'Modules/Transport': {routes: 'Routes', reports, settings},
  'Modules/Treatment': {treatments: 'Treatments', reports, settings},
  'Modules/User': {users: 'Users', reports, settings},
  'Modules/Vendor': {vendors: 'Vendors', reports, settings},
  'Modules/Visit-Activity': {visits: 'Field visits', reports, settings},
  'Modules/Visit-Planner': {plans: 'Visit plans', reports, settings},
  New: {
    school: 'School office',
    year: 'Sessions and holidays',
    users: 'Users and screens',
    organization: 'Organization setup',
    account: 'Account, data and support',
  },
};
