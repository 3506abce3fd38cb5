// One-off writer of tasks.json (kept so the expectations can be read as code); run: node gen.mjs
import { writeFileSync } from 'node:fs';
const A = [
  { id: 'A1', clinician: 'kowalski', mode: 'in_person', date: '2026-12-03', time: '10:30', status: 'booked' },
  { id: 'A2', clinician: 'osei', mode: 'video', date: '2026-12-08', time: '09:00', status: 'booked' },
  { id: 'A3', clinician: 'tan', mode: 'in_person', date: '2026-12-15', time: '14:00', status: 'booked' },
];
const booked = (a) => ({ path: '/appointments', appointments: [...A, { id: 'A4', mode: 'in_person', reminders: [], privacy: 'yes', ...a, status: 'requested' }] });
const change = (id, c) => ({ path: '/appointments', appointments: A.map((a) => (a.id === id ? { ...a, ...c } : a)) });
const P = { mobile: '07700 900123', email: 'r.adeyemi@example.com', height: '170', weight: '68', language: 'en' };
const tasks = [
  ['book-video-grant', '/book', 'Book a video call with Dr Liam Grant on 2026-12-02 at 10:30, agree to the privacy policy and request the appointment.', booked({ clinician: 'grant', mode: 'video', date: '2026-12-02', time: '10:30' })],
  ['book-physio-first', '/book', 'Under Physiotherapy, choose Ben Archer, pick 2026-12-04 and 15:45, tick "This is my first visit", accept the privacy policy and send the request.', booked({ clinician: 'archer', date: '2026-12-04', time: '15:45', first: 'yes' })],
  ['book-nurse-phone', '/book', 'Select Nurse Joy Tan, choose Phone call, write "Blood test results" as the reason, ask for reminders by text message and email, agree to the privacy policy and request the appointment.', booked({ clinician: 'tan', mode: 'phone', reason: 'Blood test results', reminders: ['sms', 'email'] })],
  ['book-osei-reason', '/book', 'Request an in-person appointment with Dr Amara Osei on 2026-12-09 at 08:30 with the reason "Persistent cough", agreeing to the privacy policy.', booked({ clinician: 'osei', date: '2026-12-09', time: '08:30', reason: 'Persistent cough' })],
  ['cancel-physio', '/appointments', 'Cancel the physiotherapy appointment.', change('A1', { status: 'cancelled' })],
  ['cancel-nurse-date', '/appointments', 'Cancel your appointment with Nurse Joy Tan on 15 December.', change('A3', { status: 'cancelled' })],
  ['reschedule-video', '/appointments', 'Reschedule the video call with Dr Osei to 2026-12-10 at 14:00 and save it.', change('A2', { date: '2026-12-10', time: '14:00' })],
  ['cancel-second-from-home', '/', 'Open My appointments and cancel the second appointment in the list.', change('A2', { status: 'cancelled' })],
  ['reschedule-physio-time', '/appointments', 'Move the appointment with Nadia Kowalski to 11:15 on the same day and save the new time.', change('A1', { time: '11:15' })],
  ['rx-two-meds', '/prescriptions', 'Request a repeat of your Salbutamol inhaler and Omeprazole capsules, to be collected from High Street Chemist.', { path: '/prescriptions/sent', prescriptions: [{ meds: ['salbutamol', 'omeprazole'], pickup: 'highstreet' }] }],
  ['rx-delivery-message', '/prescriptions', 'Tick Amlodipine, choose home delivery, add the message "Running low, thanks" and request the prescription.', { path: '/prescriptions/sent', prescriptions: [{ meds: ['amlodipine'], pickup: 'delivery', message: 'Running low, thanks' }] }],
  ['rx-sertraline-onsite', '/prescriptions', 'Order Sertraline 50 mg for collection at the Wellbrook Pharmacy.', { path: '/prescriptions/sent', prescriptions: [{ meds: ['sertraline'], pickup: 'wellbrook' }] }],
  ['checkin-pain-sleep-mood', '/checkin', 'Set the pain slider to 6, enter 5 hours of sleep, choose Low for mood and submit the check-in.', { path: '/checkin/thanks', checkins: [{ pain: '6', sleep: '5', mood: 'low', symptoms: [] }] }],
  ['checkin-symptoms', '/checkin', 'Report a headache and nausea, mood Okay, pain at 3, then submit.', { path: '/checkin/thanks', checkins: [{ pain: '3', mood: 'okay', symptoms: ['headache', 'nausea'] }] }],
  ['checkin-fever', '/checkin', 'Move the pain slider to 8 and tick Fever under New symptoms, then submit the check-in.', { path: '/checkin/thanks', checkins: [{ pain: '8', symptoms: ['fever'] }] }],
  ['profile-mobile', '/profile', 'Change the mobile number to "07700 900456" and save your changes.', { query: { saved: '1' }, profile: { ...P, mobile: '07700 900456' } }],
  ['profile-emergency', '/profile', 'Add Tunde Adeyemi as the emergency contact with the phone number 07700 900789 and save.', { query: { saved: '1' }, profile: { ...P, ecname: 'Tunde Adeyemi', ecphone: '07700 900789' } }],
  ['profile-weight-language', '/profile', 'Set your weight to 72 kg, choose Welsh as the preferred language, ask for letters in large print and save the changes.', { query: { saved: '1' }, profile: { ...P, weight: '72', language: 'cy', largeprint: 'yes' } }],
  ['profile-email-height', '/profile', 'Replace the email with rita.adeyemi@example.org, set the height to 168 and save.', { query: { saved: '1' }, profile: { ...P, email: 'rita.adeyemi@example.org', height: '168' } }],
].map(([id, start, instruction, expect]) => ({ id, start, instruction, expect }));
writeFileSync(new URL('./tasks.json', import.meta.url), `{\n  "start": "/",\n  "tasks": [\n${tasks.map((t) => `    ${JSON.stringify(t)}`).join(',\n')}\n  ]\n}\n`);
console.log(tasks.length, 'tasks');
