/**
 * Templates of the synthesizer (RUSS §4.2): general phrasings of help-center steps, one list per
 * program family. Slots:
 *
 *   {D} description of the sought element   {A} description of the anchor element
 *   {DT} description ending in a non-type noun ("Inbox tab")   {DX} description with a modifier ("Remove under Photos")
 *   {DM} description with its container ("Invoices in the menu")
 *   {V} value: URL, ask key, text to enter, text to say
 *   {T} element-type word (button, link, icon…)   {field} input-box words   {dd} dropdown words   {cb} checkbox words
 *   {L} location phrase   {R} spatial relation phrase (a join)   {near} "next to" (no join: merged into the query)
 *   {click} {enter} {ask} {say} {go} {read} {pick} verbs   {us} "user-selected" and friends
 *   {with} "with / labeled / named"   {lbl} optional trailing "text"/"label"   {the} optional article
 *   {D2} {V2} {Q2} a second listed target / value ("Check {D} and {D2}", "Enter your {V} and {V2}", "… {Q} in the {D} field and {Q2} in the {D2} field")
 *   {C} a container (the anchor of an `in` relation: "In the {C}, click {D}")
 *   {Q} a quoted literal value   {NUM} a number   {O} an option label   {S} search words   {K} a key name   {N} a count ("twice")
 *   {LV} {LV2} a value stated without quotes, tagged `L` (a literal: "Enter Priya Nair as the full name", "the email is kim@x.org",
 *     "Set the check-in date to 2026-12-02"): names, e-mail addresses, phone numbers, dates, times, amounts, codes, free text, addresses
 *   {CO} "Check out" / "checkout" (the checkout button)   {INC} "Include breakfast" (the whole phrase describes the box it checks)
 *   {DQ} a quoted description (a question or label: "Is the summary accurate?"; an option or label for a click)   {AQ} a quoted anchor
 *   {DC} a name that begins with an ordinal word ("first name", "last login": a name, not an ordinal)
 *   {ORD} an ordinal ("second")   {NTH} an ordinal among the matches of the query ("the second "Yes" button", "the last checkbox under Reasons")   {SORT} the word "Sort" as the description of the sort dropdown
 *   {ORD} an ordinal ("second")   {SORT} the word "Sort" as the description of the sort dropdown
 *   {SV} a verb that is its button's name ("Save", "Apply")   {ADD} "Add it to your basket" (the whole phrase describes the add button)
 *   {RV} a row action ("Cancel", "Reschedule", "Edit": the description) and {EVT} the listed thing whose row holds it ("physio appointment with Ana Berg")
 *   {RM} "Remove"/"Delete" (the description) and {ROW} the item whose row holds it (the anchor of an `in` relation)   {cart} "cart", "basket"…
 *   {FIRST} an order shown first ("newest arrivals": the option of the sort dropdown, which the sentence does not name)
 *   {SET} a setting noun ("theme", "mode": the description of the choice)   {NOUN} a noun
 *   {OPT} a setting noun after its option ("High priority", "Express delivery": the description of the choice)
 *   {DU} {AU} a question or label written without quotes ("Was this article helpful?")   {DO} an option label as the description ("Yes")
 *   ({O} before {OPT} is an option word only: "Express", "High", never a general label)
 *   A `note` template has no slots: the whole sentence is the note (see NOTE_SENTENCES in synth.ts).
 *
 * The program is built from the slots alone (see synth.ts), so every template yields a typed
 * program by construction.
 */

export type Family =
  | 'goto' | 'ask' | 'say' | 'read' | 'click' | 'enter' | 'pick'
  | 'check' | 'uncheck' | 'select' | 'set_range' | 'press' | 'scroll' | 'wait' | 'back' | 'forward' | 'switch_tab' | 'close_tab' | 'note' | 'search';

export const TEMPLATES: Record<Family, string[]> = {
  goto: [
    '{go} {V}', 'Go to {V}', 'go to {V}', 'Navigate to {V}', 'Open {V}', 'Visit {V}', 'Browse to {V}', 'Head to {V}', 'Head over to {V}',
    'Go to the website {V}', 'Go to the site {V}', 'Open the website {V}', 'Open your browser and go to {V}', 'Point your browser to {V}',
    'Open a browser and navigate to {V}', 'Load {V}', 'Go to the page {V}', 'Navigate to the page {V}', 'Open the page {V}', 'Go to {V} in your browser',
    'Visit the website at {V}', 'Start at {V}', 'Go to the {V} website', 'Navigate to the {V} homepage', 'Go to {V} and sign in', 'Access {V}',
  ],
  ask: [
    '{ask} {V}', 'Ask user for {V}', 'Ask User for {V}', 'ask user for {V}', 'Ask the user for {V}', 'Ask the user for their {V}', 'Ask the user for the {V}',
    'Ask user for the {V}', 'Ask user for their {V}', 'Ask for the user\'s {V}', 'Ask for user\'s {V}', 'Ask the user to provide their {V}',
    'Ask the user to enter their {V}', 'Ask the user to choose the {V}', 'Ask the user to select the {V}', 'Ask the user which {V}', 'Ask user which {V}',
    'Prompt the user for their {V}', 'Prompt user for {V}', 'Request the user\'s {V}', 'Request {V} from the user', 'Get the user\'s {V}', 'Get {V} from the user',
    'Ask user to input {V}', 'Ask the user to type their {V}', 'Ask the user what their {V} is', 'Ask for {V}', 'Ask the customer for their {V}',
    'Have the user provide their {V}', 'Find out the user\'s {V}', 'Ask user about {V}', 'Ask the user about the {V}', 'Ask user for {V} to use',
  ],
  say: [
    'Read to user: {V}', 'Read to the user: {V}', 'Read to user: Tell user to {V}', 'Read to user: tell the user to {V}', 'Read to user : {V}',
    'Tell the user {V}', 'Tell the user to {V}', 'Tell user to {V}', 'Tell user {V}', 'Say {V}', 'Say: {V}', 'Say to the user: {V}',
    'Inform the user that {V}', 'Inform user that {V}', 'Let the user know that {V}', 'Let the user know {V}', 'Notify the user: {V}',
    'Remind the user to {V}', 'Instruct the user to {V}', 'Tell the user that {V}', 'Read aloud: {V}', 'Say to user: {V}', 'Advise the user to {V}',
  ],
  read: [
    'Read the {D} to the user', 'Read {D} to user', 'Read {D} to the user', 'Read out the {D}', 'Read the {D} aloud', 'Read the user the {D}',
    'Read the {D} {T} to the user', 'Read the {NTH} {D} to the user', 'Read the text of {D}', 'Read the {D} {L} to the user', 'Read out {D}',
    'Tell the user the {D} shown on the page', 'Tell the user the {D} shown {L}', 'Tell the user the {D} displayed on the screen', 'Tell the user what the {D} is',
    'Let the user know the {D} shown on the page', 'Read the {D} shown on the page to the user', 'Tell the user the {D} that appears', 'Tell the user which {D} is shown',
    'Give the user the {D} shown on the page', 'Read back the {D}', 'Tell the user the {D} on the screen',
  ],
  click: [
    '{click} {D}', '{click} the {D}', '{click} on {D}', '{click} on the {D}', '{click} {D} {T}', '{click} the {D} {T}', '{click} on the {D} {T}',
    '{click} the {T} {with} {D}', '{click} the {T} that says {D}', '{click} on the {T} {with} {D}', '{click} the {T} for {D}',
    '{click} {D} {L}', '{click} the {D} {L}', '{click} on {D} {L}', '{click} the {D} {T} {L}', '{click} {D} {T} {L}', '{click} on the {D} {T} {L}',
    '{click} the {T} {L}', '{click} the {T} {with} {D} {L}', '{L}, {click} {D}', '{L}, {click} the {D} {T}', '{L}, {click} on {D}',
    '{click} the {D} {T} located {L}', '{click} {D}, {L}', '{click} the {DT}', '{click} on the {DT}', '{click} {DX}', '{click} the {DX}', '{click} {DX} {L}', '{click} {D} from the menu',
    '{click} {DX}.', 'Select {DX}', '{click} {DT} {L}', 'Find and {click} {D}', 'Scroll down and {click} {D}',
    'Scroll down and {click} the {D} {T}', 'Locate and {click} {D}', 'Look for {D} and click it', 'Find the {D} {T} and click it', '{click} the {T}',
    '{click} on the {T}', '{click} {T}', '{click} the {cb}', '{click} the {cb} {L}', '{click} the {T} {R} {A}', '{click} {T} {R} {A}', '{click} on the {T} {R} {A}',
    '{click} the {T} {R} {A} {lbl}', '{click} the {cb} {R} {A}', '{click} {cb} {R} {A}', '{click} on the {cb} {R} {A}',
    '{click} the {cb} {near} {D}', '{click} {cb} {near} {D}', '{click} the {T} {near} {D}',
    // Quoted target and quoted anchor: a join (survey and annotation forms: click "No" below "Is it helpful?").
    '{click} {DQ} {R} {AQ}', '{click} on {DQ} {R} {AQ}', '{click} the {DQ} {T} {R} {AQ}', '{click} the {DQ} option {R} {AQ}',
    'In the {C}, {click} {D}', 'In the {C}, {click} the {D} {T}', 'Under {C}, {click} {D}', 'In {C}, {click} {D}', 'Within the {C}, {click} {D}', 'From the {C}, {click} {D}',
    'In the {C} that opens, {click} {D}', 'In the {C} {L}, {click} {D}', 'Inside the {C}, {click} {D}', 'In the {C} section, {click} {D}', 'Under the {C} heading, {click} {D}',
    'Expand the {DT}', 'Open the {DT}', 'Open the {D} {T}', 'Open {D}', 'Go to {D}', 'Go to the {DT}', 'Navigate to {D}', 'Navigate to the {DT}', 'Go to {D} {L}', 'Open {D} {L}', '{click} {DX} {L}', '{click} on {DX}', '{click} {D} to proceed',
    '{click} {D} to save your changes', '{click} {D} when you are done', '{click} the {D} {T} again',
    'To continue, {click} {D}', 'To finish, {click} {D}', 'When done, {click} {D}', 'Once you are done, {click} {D}',
    '{click} the {T} named {D}', '{click} the {T} labeled {D} {L}', 'Press the {D} {T}', 'Hit {D}', 'Tap {D} {L}', 'Tap the {D} {T}', 'Press {D}',
    '{click} the {D} {T} that appears', '{click} {DM} {L}', '{click} on {DM} {L}', 'Select {DM} {L}', 'Tap {DM} {L}', '{click} {DM}', 'Choose {DM} {L}', '{L}, {click} {DM}', '{click} the {DM} {L}', 'Select {DX} {L}', 'Choose {DX}', 'Tap {DX}',
    // The n-th (or last) of the elements that match ("the second "Yes" radio button below "Is it grammatical?"", "the first link in the footer").
    '{click} the {NTH} {D} {T}', '{click} on the {NTH} {D} {T}', '{click} the {NTH} {DQ} {T}', '{click} the {NTH} {DQ} {T} {R} {AQ}', '{click} the {NTH} {DQ} option {R} {AQ}',
    '{click} the {NTH} {DQ} {R} {AQ}', '{click} the {NTH} {T} {R} {A}', '{click} the {NTH} {T}', '{click} the {NTH} {D}', '{click} the {NTH} {T} in the {C}', 'In the {C}, {click} the {NTH} {T}',
    '{click} the {NTH} {DQ} {T} in the {C}', 'Under {C}, {click} the {NTH} {D} {T}', '{click} the {DC} {T}', '{click} the {DC} field', '{click} on the {DC} {T}',
    'Hover over {D}', 'Hover over the {D} {T}', 'Mouse over {D}', 'Hover your mouse over {D} {L}', 'Move your cursor to {D}', '{click} the {D} {T} next to it', '{click} the word {D}', '{click} where it says {D}', '{click} the text {D}',
    // Everyday verbs (issue 11): the verb is the button ("Save your changes" clicks Save), "add it to your basket" is the add button,
    // "Remove the grey mug from your cart" clicks Remove in that item's row, "Filter by Acme" clicks the filter.
    '{SV}', '{SV} your changes', '{SV} the changes', '{SV} your settings', '{SV} it', '{SV} now', '{SV} everything', '{SV} your {NOUN}', '{SV} the {NOUN}', '{SV} this {NOUN}', '{SV} my {NOUN}', 'Then {SV}', 'Now {SV} your changes',
    '{ADD}', '{ADD} now', '{ADD} and continue',
    // "Check out." is the checkout button, never a checkbox named "out".
    '{CO}', '{CO} now', 'Then {CO}', 'Proceed to {CO}', 'Go to {CO}',
    '{RM} the {ROW} from your {cart}', '{RM} the {ROW} from the {cart}', '{RM} {ROW} from your {cart}', '{RM} the {ROW} from my {cart}', 'Take the {ROW} out of your {cart}',
    // Round 7: a row's own action named by its verb ("Cancel the physiotherapy appointment", "Cancel your booking with Ana Berg on 3 May"):
    // the verb's button in the row of the listed thing the sentence names.
    '{RV} the {EVT}', '{RV} your {EVT}', '{RV} my {EVT}', '{RV} the {EVT} in the list',
    'Filter by {D}', 'Filter the results by {D}', 'Filter results by {D}', 'Narrow the results to {D}', 'Filter the list by {D}',
    // Round 7: an option below a question written without quotes ("Click Yes under Was this article helpful?"): a join on the question.
    // Only with click verbs: "Select Weekly under Digest frequency" is the choice of an option (select templates), not a click.
    'Click {DO} {R} {AU}', 'Click {DO} {R} {AU}', 'Click the {DO} option {R} {AU}', 'Click on {DO} {R} {AU}', 'Tap {DO} {R} {AU}', 'click {DO} {R} {AU}',
    // Round 8: an option named alone ("Choose Blue", "Pick Afternoon") is a click on it; with its setting's noun after it ("Choose High
    // priority") or its setting after to / as / for / under it is a choice (select templates). Without these the choice templates taught
    // "Choose X" to read X as an option with no setting (refused).
    'Choose {DO}', 'Select {DO}', 'Pick {DO}', 'Choose {DO} instead', '{click} {DO}',
  ],
  enter: [
    '{enter} {us} {V} in {field} {with} {D}', '{enter} {us} {V} in {field} {with} {D} {lbl}', '{enter} {us} {V} into {field} {with} {D}',
    '{enter} {us} {V} in the {D} {field}', '{enter} {us} {V} into the {D} {field}', '{enter} {us} {V} in {D} {field}', '{enter} {us} {V} in the {D} box',
    '{enter} {us} {V} in {field} {R} {A}', '{enter} {us} {V} in {field} {R} {A} {lbl}', '{enter} {us} {V} into {field} {R} {A}', '{enter} {us} {V} {R} {A}',
    '{enter} {us} {V} {R} {A} {lbl}', '{enter} {us} {V} in the field {R} {A}', '{enter} {us} {V} in {field} {near} {D}', '{enter} {us} {V} {near} {D}',
    'In {field} {with} {D}, {enter} {us} {V}', 'In the {D} {field}, {enter} {us} {V}', 'In {field} {R} {A}, {enter} {us} {V}',
    '{enter} {us} {V} in {field}', '{enter} {us} {V} into {field}', '{enter} {us} {V} in the {D} {field} {L}', '{enter} {us} {V} in {field} {L}',
    '{enter} {us} {V} in {field} {with} {D} {L}', 'Fill in {field} {with} {D} with {us} {V}', 'Fill in the {D} {field} with {us} {V}',
    'Fill the {D} {field} with {us} {V}', 'Fill out {field} {R} {A} with {us} {V}', 'Use {field} {with} {D} to enter {us} {V}',
    '{enter} {us} {V} in {field} {with} {D} and press enter', '{enter} {us} {V} in the {D} {field} and click next', '{enter} {us} {V} as the {D}',
    '{enter} {us} {V} where it says {D}', '{enter} {us} {V} in the space {R} {A}', '{enter} {us} {V} in the blank {R} {A}', '{enter} {us} {V} on {field} {with} {D}',
    // Literal values: quoted, or numbers.
    '{enter} {Q} in {field} {with} {D}', '{enter} {Q} into the {D} {field}', '{enter} {Q} in the {D} {field}', 'Type {Q} to confirm', 'Type {Q} in {field}', '{enter} {Q} in {field}',
    '{enter} {Q} into {field}', '{enter} {Q}', 'Type {Q} in the {D} box', 'In the {D} {field}, {enter} {Q}', '{enter} {NUM} in the {D} {field}', '{enter} {NUM} as the {D}',
    '{enter} {Q} as the {D}', '{enter} {Q} as your {D}', 'Type {Q} in the confirmation box', 'Write {Q} in {field} {R} {A}', '{enter} {Q} in {field} {R} {A}', 'In the {C}, {enter} {Q} in the {D} {field}',
    // Several values at once: one field each.
    '{enter} your {V} and {V2}', '{enter} {us} {V} and {V2}', 'Fill in your {V} and {V2}', 'Type your {V} and {V2}', '{enter} the {V} and {V2}', 'Provide your {V} and {V2}',
    // Several fields, each with its value ("Type "Kim" in the Name field and "kim@x.org" in the Email field").
    '{enter} {Q} in the {D} {field} and {Q2} in the {D2} {field}', 'Type {Q} in {D} and {Q2} in {D2}', '{enter} {Q} as the {D} and {Q2} as the {D2}', 'Fill in {D} with {Q} and {D2} with {Q2}',
    '{enter} {Q} into the {D} {field} and {Q2} into the {D2} {field}',
    // A value, then a user's value whose words name its own field ("Enter "Rosa Diaz" as the Name and your email").
    '{enter} {Q} as the {D} and your {V2}', '{enter} {Q} in the {D} {field} and your {V2}', 'Type {Q} as your {D} and your {V2}', '{enter} {Q} as the {D} and their {V2}',
    'Fill in {Q} as the {D} and your {V2}', '{enter} {Q} as the {D}, and your {V2}',
    '{enter} {us} {V} in the {DC} {field}', '{enter} {Q} in the {DC} {field}', 'Type {Q} in the {DC} box', '{enter} {Q} as the {DC}',
    '{enter} {Q} in the {NTH} {D} {field}', '{enter} {us} {V} in the {NTH} {D} {field}', 'Type {Q} in the {NTH} {field} {R} {A}',
    // Everyday verbs (issue 11): a new value for a field ("Change your email to "x@y.example"", "Add your phone number").
    'Replace the {D} with {Q}', 'Replace your {D} with {Q}', 'Change your {D} to {Q}', 'Change the {D} to {Q}', 'Update your {D} to {Q}', 'Update the {D} to {Q}',
    'Set your {D} to {Q}', 'Change the {D} {field} to {Q}', 'Replace the text in the {D} {field} with {Q}',
    'Add your {V}', 'Add a {V}', 'Update your {V}', 'Add your {V} to the form', 'Add the {V}',
    // Values stated without quotes (issue 11, tasks as people write them): a literal, typed as written — never the user's value to look up.
    '{enter} {LV} as the {D}', '{enter} {LV} as the {D}', '{enter} {LV} as your {D}', '{enter} {LV} as {D}', '{enter} {LV} in the {D} {field}', '{enter} {LV} into the {D} {field}',
    '{enter} {LV} in the {D} box', '{enter} {LV} for the {D}', '{enter} {LV} for {D}', 'Put the {D} as {LV}', 'Put {LV} as the {D}', 'Put {LV} in the {D} {field}', 'Put {LV} in the {D} box',
    'Put {LV} for the {D}', 'Set the {D} to {LV}', 'Set the {D} as {LV}', 'Set {D} to {LV}', 'Set your {D} to {LV}', 'The {D} is {LV}', 'the {D} is {LV}', 'Their {D} is {LV}',
    'My {D} is {LV}', 'The {D} should be {LV}', 'Use {LV} as the {D}', 'Use {LV} for the {D}', 'Fill in the {D} with {LV}', 'Fill in {LV} as the {D}', 'Fill in {LV} for the {D}',
    'Write {LV} in the {D} box', 'Write {LV} as the {D}', 'Change the {D} to {LV}', 'Update the {D} to {LV}', 'Change your {D} to {LV}', 'Add {LV} as the {D}', 'Give {LV} as the {D}',
    'Type {LV} as the {D}', 'Type {LV} in the {D} {field}', 'In the {D} {field}, {enter} {LV}', 'In the {D} {field}, put {LV}', 'For the {D}, {enter} {LV}', 'For {D}, use {LV}', '{D}: {LV}',
    'Fill the {D} with {LV}', 'Make the {D} {LV}', 'Enter the {D} {LV}', 'Type the {D} {LV}', 'Put down {LV} as the {D}', 'List {LV} as the {D}',
    '{enter} {LV} as the {D} and {LV2} as the {D2}', 'The {D} is {LV} and the {D2} is {LV2}', 'Put the {D} as {LV} and the {D2} as {LV2}', 'Set the {D} to {LV} and the {D2} to {LV2}',
    '{enter} {LV} in the {D} {field} and {LV2} in the {D2} {field}', 'Fill in {D} with {LV} and {D2} with {LV2}', 'Use {LV} as the {D} and {LV2} as the {D2}', 'The {D} is {LV}, and the {D2} is {LV2}',
    '{enter} {LV} as the {D} and your {V2}', 'Put {LV} as the {D} and your {V2}', '{enter} {LV} as the {D} and {Q2} as the {D2}', '{enter} {Q} as the {D} and {LV2} as the {D2}',
    // Round 7: the field named right before its quoted value ("Enter order number "A-1"", "Add the message "Thanks""), the field as a
    // leading phrase ("In the description, write "…""), two values then their two fields ("Enter "Kim" and "555" as name and phone").
    '{enter} {D} {Q}', '{enter} the {D} {Q}', 'Fill in {D} {Q}', 'Add the {D} {Q}', 'Add a {D} {Q}', 'Add the {D} {LV}', 'Fill in the {D} {Q}',
    'In the {D}, {enter} {Q}', 'In the {D}, write {Q}', 'In the {D}, type {LV}', 'In the {D} box, write {Q}', 'Write {Q} in the {D}',
    '{enter} {Q} and {Q2} as {D} and {D2}', '{enter} {Q} and {Q2} as the {D} and {D2}', 'Fill in {Q} and {Q2} as {D} and {D2}', '{enter} {LV} and {LV2} as the {D} and {D2}',
    '{enter} {NUM} {D}', 'Put {NUM} {D}', 'Fill in a {D} of {LV}', '{enter} a {D} of {LV}', '{enter} {Q} and {Q2} for the {D} and {D2}', 'Fill in {Q} and {Q2} for {D} and {D2}', '{enter} {LV} and {LV2} as {D} and {D2}',
  ],
  check: [
    'Check {D}', 'Check the {D} {cb}', 'Check the box for {D}', 'Tick {D}', 'Tick the {D} {cb}', 'Check the {cb} {near} {D}', 'Tick the {cb} {near} {D}', 'Check the {cb} {R} {A}',
    'Select the {D} {cb}', 'Enable {D}', 'Turn on {D}', 'Mark {D}', 'Check {D} {L}', 'Make sure {D} is checked', 'Opt in to {D}', 'Check {D} and {D2}', 'Tick {D} and {D2}',
    'Check both {D} and {D2}', 'Check the {D} and {D2} {cb}', 'Under {C}, check {D}', 'In the {C}, check {D}', 'Under {C}, tick {D}', 'In the {C} section, check {D}', 'Check {D}, {D2} and {D3}',
    'Check the {NTH} {cb} {R} {A}', 'Check the {NTH} {cb} in the {C}', 'Tick the {NTH} {cb} in the {C}', 'Check the {NTH} {D} {cb}', 'Check the {NTH} {cb}', 'Under {C}, check the {NTH} {cb}',
    // Everyday verbs (issue 11): a filter shown as a checkbox ("Show only items in stock").
    // "Mark it as urgent", "Flag this as a gift": the box named by what it marks.
    '{INC}', '{INC} too', '{INC} as well', 'Mark it as {D}', 'Mark this as {D}', 'Flag it as {D}', 'Mark the {NOUN} as {D}', 'Mark them as {D}',
    'Show only {D}', 'Only show {D}', 'Show me only {D}', 'Show just {D}', 'Only show me {D}', 'Show your {D}', 'Show my {D} on my profile',
    // Round 7: consent boxes named by what is agreed to ("Agree to the terms of service", "Accept the privacy notice"), "Switch on X",
    // a list under its heading ("Tick X and Y under Z": each box in the container), a list with articles ("Turn on X and the Y").
    'Agree to the {D}', 'Agree to {D}', 'Accept the {D}', 'Accept {D}', 'Switch on {D}', 'Switch {D} on',
    'Check {D} and {D2} under {C}', 'Tick {D} and {D2} under {C}', 'Tick {D} and {D2} in the {C}', 'Under {C}, check {D} and {D2}', 'Under {C}, tick {D} and {D2}', 'In the {C}, tick {D} and {D2}',
    'Check the {D} and the {D2}', 'Turn on {D} and the {D2}', 'Turn on the {D} and the {D2}', 'Tick the {D} and the {D2}',
  ],
  uncheck: [
    'Uncheck {D}', 'Uncheck the {D} {cb}', 'Untick {D}', 'Untick the box {near} {D}', 'Clear the {D} {cb}', 'Deselect {D}', 'Turn off {D}', 'Disable {D}', 'Unmark {D}',
    'Make sure {D} is unchecked', 'Opt out of {D}', 'Uncheck {D} and {D2}', 'Under {C}, uncheck {D}', 'In the {C}, untick {D}', 'Uncheck the {cb} {R} {A}', 'Clear the {cb} {near} {D}',
    'Uncheck the {NTH} {cb} {R} {A}', 'Uncheck the {NTH} {cb} in the {C}', 'Uncheck the {NTH} {D} {cb}',
    // Everyday verbs (issue 11): "Hide your birthday" turns its show box off (the usual setting is "Show my birthday").
    'Hide {D}', 'Hide your {D}', 'Hide my {D}', "Don't show {D}", 'Stop showing {D}', "Don't show my {D}", 'Hide the {D}',
    // Round 7: "Switch off X", lists with articles, a list under its heading.
    'Switch off {D}', 'Switch {D} off', 'Untick the {D}', 'Turn off {D} and the {D2}', 'Turn off the {D} and the {D2}', 'Uncheck the {D} and the {D2}', 'Switch off {D} and {D2}',
    'Uncheck {D} and {D2} under {C}', 'Under {C}, uncheck {D} and {D2}',
  ],
  select: [
    'Select {O} from the {D} {dd}', 'Choose {O} from the {D} {dd}', 'Select {O} in the {D} {dd}', 'Pick {O} from the {D} list', 'Select {O} as the {D}', 'Choose {O} as your {D}',
    'Set {D} to {O}', 'Set the {D} to {O}', 'Change the {D} to {O}', 'Change {D} to {O}', 'Select {Q} from the {D} {dd}', 'Choose {Q} as the {D}', 'Set {D} to {Q}',
    'In the {C}, select {O} as the {D}', 'In the {C} that opens, select {O} as the {D}', '{SORT} by {O}', '{SORT} the results by {O}',
    'From the {D} {dd}, select {O}', 'Select {O} from the {D} menu', 'Choose {O} for {D}',
    // The option named first, the setting or question after it ("Select Weekly under Digest frequency", "Select "Yes" for "Is it clear?"").
    'Select {O} under {D}', 'Choose {O} under {D}', 'Pick {O} under {D}',
    'Select {O} for {D}', 'Select {Q} for {DQ}', 'Choose {Q} for {DQ}', 'Select {Q} for the question {DQ}', 'Answer {Q} to {DQ}', 'Answer {Q} for {DQ}',
    'Mark {Q} for {DQ}', 'Select the {Q} option for {DQ}', 'For {DQ}, select {Q}', 'For {DQ}, choose {Q}', 'Select {O} for {DQ}',
    // A quoted option of the dropdown next to a question (a literal; unquoted, "Select X in the drop down under Y" is the RUSS `pick`).
    'Select {Q} from the {dd} {R} {A}', 'Select {Q} from the {dd} {R} {AQ}', 'Choose {Q} from the {dd} {R} {AQ}', 'Select {Q} in the {dd} {R} {AQ}',
    // Everyday verbs (issue 11): "Switch to the Dark theme" is a choice of the theme, not a tab; "Make your profile private".
    'Switch to the {O} {SET}', 'Switch to {O} {SET}', 'Change to the {O} {SET}', 'Use the {O} {SET}', 'Choose the {O} {SET}', 'Pick the {O} {SET}', 'Select the {O} {SET}',
    'Pick {O} from the {D} menu', 'Choose {O} from the {D} menu', 'Pick {O} from the {D} {dd}', 'Pick {O} as the {D}',
    '{SORT} the list by {O}', '{SORT} them by {O}', '{SORT} items by {O}', '{SORT} results by {O}',
    'Switch the {SET} to {O}', 'Change the {SET} to {O}', 'Make your {D} {O}', 'Make the {D} {O}', 'Make my {D} {O}', 'Set your {D} to {O}',
    // The setting named, then its quoted value ("Choose the colour "Sage"", "Select the size "M"").
    'Choose the {D} {Q}', 'Select the {D} {Q}', 'Pick the {D} {Q}', 'Choose {D} {Q}', 'Select the {D} {Q} from the menu',
    // A quoted option for a setting or question named without quotes ("Pick "In a month" for when you can start").
    'Select {Q} for {D}', 'Pick {Q} for {D}', 'Choose {Q} for {D}', 'Pick {Q} as the {D}', 'Select {Q} as your {D}',
    // What is sorted named between the verb and the order ("Sort the jobs by rating").
    '{SORT} the {NOUN}s by {O}', '{SORT} all {NOUN}s by {O}', '{SORT} your {NOUN}s by {O}', '{SORT} these {NOUN}s by {O}',
    // An order without the word "sort": the option of the page's sort dropdown ("Show the newest arrivals first").
    'Show the {FIRST} first', 'Show {FIRST} first', 'Show me the {FIRST} first', 'List the {FIRST} first', 'Put the {FIRST} first', 'Show the {FIRST} at the top',
    'Order the results with the {FIRST} first', 'Have the {FIRST} listed first', 'See the {FIRST} first',
    // Round 7: the option before its setting's noun ("Choose High priority", "Select Express delivery": the option High of the priority choice),
    // a rating ("Rate the service as Good"), and a question written without quotes ("Choose Yes for Would you recommend us?").
    'Choose {O} {OPT}', 'Select {O} {OPT}', 'Pick {O} {OPT}', 'Go for {O} {OPT}', 'Choose the {O} {OPT}', 'Select the {O} {OPT} option',
    'Rate the {D} as {O}', 'Rate {D} as {O}', 'Give the {D} a rating of {O}',
    'Select {O} for {DU}', 'Choose {O} for {DU}', 'Pick {O} for {DU}', 'Answer {O} to {DU}', 'Answer {O} for {DU}', 'Choose {O} under {DU}', 'Select {O} under {DU}', 'Answer {O} to {DQ}', 'Answer {O} for {DQ}',
  ],
  set_range: [
    'Set the {D} slider to {NUM}', 'Drag the {D} slider to {NUM}', 'Move the {D} slider to {NUM}', 'Slide {D} to {NUM}', 'Set {D} to {NUM}', 'Adjust the {D} to {NUM}',
    'Set the {D} to {NUM} percent', 'Set the slider for {D} to {NUM}', 'Change the {D} slider to {NUM}', 'Turn the {D} up to {NUM}', 'Turn the {D} down to {NUM}',
    // Everyday verbs (issue 11).
    'Lower the {D} to {NUM}', 'Raise the {D} to {NUM}', 'Turn up the {D} to {NUM}', 'Turn down the {D} to {NUM}', 'Increase the {D} to {NUM}', 'Decrease the {D} to {NUM}',
    'Reduce the {D} to {NUM}', 'Bring the {D} down to {NUM}', 'Bring the {D} up to {NUM}', 'Lower {D} to {NUM}', 'Turn {D} up to {NUM}', 'Turn {D} down to {NUM}',
    // The slider found by its place next to a question or label.
    'Set the slider {R} {A} to {NUM}', 'Set the slider {R} {AQ} to {NUM}', 'Move the slider {R} {AQ} to {NUM}', 'Drag the slider {R} {A} to {NUM}',
  ],
  press: [
    'Press {K}', 'Press the {K} key', 'Hit {K}', 'Hit the {K} key', 'Press {K} {N}', 'Hit {K} {N}', 'Press the {K} key {N}', 'Press {K} on your keyboard', 'Tap {K}', 'Tap the {K} key',
    'Press {K} to submit', 'Hit {K} to continue', 'Press the {K} key on the keyboard', 'Then press {K}', 'Push {K}', 'Press {K} to confirm', 'Use the {K} key', 'Press {K} {N} to move to the next field',
  ],
  scroll: [
    'Scroll down', 'Scroll up', 'Scroll down the page', 'Scroll to the bottom of the page', 'Scroll to the top of the page', 'Scroll back up', 'Scroll down a bit', 'Scroll all the way down',
    'Scroll to the bottom', 'Scroll to the top', 'Scroll down to {D}', 'Scroll down to the {D} section', 'Scroll to the {D} section', 'Scroll until you see {D}', 'Scroll down until you see {D}', 'Scroll to {D}',
  ],
  wait: [
    'Wait for the page to load', 'Wait a few seconds', 'Wait {NUM} seconds', 'Wait for {NUM} seconds', 'Wait a moment', 'Wait until the page loads', 'Wait for the {S} to load', 'Wait a minute',
    'Wait for {NUM} minutes', 'Give the page a moment to load', 'Wait until the {S} appears', 'Please wait while the page loads',
  ],
  back: ['Go back', 'Go back to the previous page', 'Navigate back', 'Return to the previous page', "Click your browser's back button", 'Press the back button in your browser', 'Go back one page', 'Head back to the previous page', 'Use the browser back button'],
  forward: ['Go forward', 'Go forward one page', 'Navigate forward', "Click your browser's forward button", 'Go forward to the next page in your history'],
  switch_tab: [
    'Switch to the {ORD} tab', 'Go to the {ORD} browser tab', 'Switch back to the {ORD} tab', 'Return to the {ORD} tab', 'Switch to tab {NUM}', 'Switch to the {D} browser tab', 'Switch to the browser tab with {D}',
    'Go back to the {ORD} tab', 'Switch to the tab titled {D}', 'Switch tabs to {D}',
  ],
  close_tab: ['Close this tab', 'Close the tab', 'Close the current tab', 'Close the browser tab', 'Close the new tab', 'Close this browser tab', 'Close the tab and return to the previous one'],
  note: ['{NOTE}'],
  search: [
    'Search for {S}', 'Search {S}', 'Look up {S}', 'Search for {Q}', 'Find {S} using the search box', 'Search the site for {S}', 'Search for {S} in the search bar', 'Do a search for {S}',
    // Round 7: what is searched named before the words ("Search the help articles for "X"").
    'Search the {NOUN}s for {Q}', 'Search the {NOUN}s for {S}', 'Search {NOUN}s for {Q}', 'Search the {NOUN} list for {Q}', 'Search all {NOUN}s for {S}',
  ],
  pick: [
    '{pick} {us} {V} in {dd} {R} {A}', '{pick} {us} {V} in {dd} {R} {A} {lbl}', '{pick} {us} {V} from {dd} {R} {A}', '{pick} {us} {V} from {dd} {R} {A} {lbl}',
    '{pick} {us} {V} in {dd}', '{pick} {us} {V} from {dd}',  'From {dd} {R} {A}, {pick} {us} {V}',
    '{pick} {us} {V} in {dd} {L}', '{pick} {us} {V} from {dd} {L}',
  ],
};

export const PHRASES = {
  click: ['Click', 'Click', 'Click', 'Click', 'click', 'Select', 'Select', 'Tap', 'Choose', 'Press', 'Click on', 'Tap on', 'Hit', 'Pick', 'Double-click', 'Left-click', 'Then click', 'Now click', 'Next, click', 'Finally, click', 'Please click', 'Then select', 'Now select', 'Go ahead and click', 'You can click', 'Simply click', 'select'],
  enter: ['Enter', 'Enter', 'Enter', 'enter', 'Type', 'Type in', 'Input', 'Fill in', 'Put', 'Write', 'Provide', 'Key in', 'Paste', 'Insert', 'Then enter', 'Now type', 'Please enter', 'Type out'],
  pick: ['Select', 'Select', 'Choose', 'Pick', 'select', 'choose'],
  ask: ['Ask user for', 'Ask the user for', 'Ask for'],
  go: ['Go to', 'Navigate to', 'Open', 'Visit'],
  us: ['user-selected', 'user-selected', 'user-selected', 'user selected', 'the user-selected', 'the user selected', "the user's", "user's", 'user', 'the user', 'the', 'your', 'their', '', '', '', 'the chosen', 'user-provided', 'user provided', "the user's chosen", 'the given', 'user-specified', 'user-defined'],
  with: ['with', 'with', 'with', 'labeled', 'labelled', 'named', 'called', 'marked', 'titled', 'with the label', 'that says', 'showing', 'with the text', 'for'],
  lbl: ['text', 'text', 'label', 'heading', 'title'],
  near: ['next to', 'next to', 'beside', 'by', 'near', 'for', 'alongside'],
  field: ['text field', 'text field', 'the text field', 'the text field', 'text box', 'the text box', 'the field', 'the input field', 'input field', 'the input box', 'the box', 'textbox', 'the textbox', 'field', 'the entry field', 'the search box', 'the search bar', 'the text input', 'the form field', 'Text field', 'text-field', 'textfield', 'the blank field', 'the empty field'],
  dd: ['drop down', 'the drop down', 'dropdown', 'the dropdown', 'the dropdown menu', 'the drop-down menu', 'drop-down', 'the drop-down list', 'the dropdown list', 'the select box', 'the selection box'],
  cb: ['checkbox', 'check box', 'checkboxes', 'check boxes', 'box', 'tick box', 'toggle'],
} as const;

/** Element-type words for {T}. */
export const TYPE_WORDS: Record<string, string[]> = {
  button: ['button', 'button', 'button', 'buttons', 'btn', 'Button'],
  link: ['link', 'link', 'hyperlink', 'links', 'Link'],
  icon: ['icon', 'icon', 'symbol', 'icons', 'Icon'],
  image: ['image', 'picture', 'photo', 'logo', 'thumbnail'],
  checkbox: ['checkbox', 'check box'],
  dropdown: ['dropdown', 'drop down', 'drop-down menu', 'dropdown menu', 'drop-down'],
  input: ['text field', 'text box', 'field', 'input box', 'search box'],
};

/** Location phrases for {L}. Keys are ThingTalk locations. */
const CORNER = (v: string, h: string): string[] => [
  `in the ${v} ${h} corner`, `in the ${v}-${h} corner`, `in the ${v} ${h}`, `at the ${v} ${h}`, `on the ${v} ${h}`, `in the ${v}-${h}`, `at the ${v}-${h}`,
  `in the ${v} ${h} corner of the screen`, `in the ${v} ${h} corner of the page`, `in the ${v}-${h} corner of the page`, `at the ${v} ${h} of the page`,
  `at the ${v} ${h} of the screen`, `on the ${v} ${h} of the page`, `in the ${v} ${h} corner of the window`, `${v} ${h}`, `in the ${v} ${h}-hand corner`,
  `at the ${v} ${h} corner`, `near the ${v} ${h} corner`, `in the far ${v} ${h}`, `in the ${v} ${h} corner of {url}`, `at the ${v} ${h} of {url}`,
];
export const LOCATION_PHRASES: Record<string, string[]> = {
  top_right: [...CORNER('upper', 'right'), ...CORNER('top', 'right')],
  top_left: [...CORNER('upper', 'left'), ...CORNER('top', 'left')],
  bottom_right: [...CORNER('lower', 'right'), ...CORNER('bottom', 'right')],
  bottom_left: [...CORNER('lower', 'left'), ...CORNER('bottom', 'left')],
  top: ['at the top', 'at the top of the page', 'at the top of the screen', 'on top', 'at the very top', 'on the top of the page', 'at the top of the window', 'near the top of the page', 'in the top bar', 'in the top navigation bar', 'at the top of {url}', 'in the header at the top', 'along the top'],
  bottom: ['at the bottom', 'at the bottom of the page', 'at the bottom of the screen', 'on the bottom', 'at the very bottom', 'near the bottom', 'near the bottom of the page', 'at the bottom of the window', 'on the bottom of the page', 'at the bottom of {url}', 'along the bottom', 'at the foot of the page'],
  left: ['on the left', 'on the left side', 'on the left side of the page', 'on the left side of the screen', 'on the left-hand side', 'to the left', 'in the left sidebar', 'in the left panel', 'in the left-hand menu', 'in the left column', 'on the left of the page', 'at the left', 'on the left hand side'],
  right: ['on the right', 'on the right side', 'on the right side of the page', 'on the right side of the screen', 'on the right-hand side', 'to the right', 'in the right sidebar', 'in the right panel', 'in the right-hand menu', 'in the right column', 'on the right of the page', 'at the right', 'on the right hand side'],
};

/** Relation phrases for {R}. Keys are ThingTalk relations (the sought element relative to the anchor). */
export const RELATION_PHRASES: Record<string, string[]> = {
  below: ['under', 'under', 'under', 'below', 'below', 'beneath', 'underneath', 'directly below', 'right below', 'just below', 'directly under', 'right under'],
  above: ['above', 'above', 'over', 'directly above', 'right above', 'just above'],
  left_of: ['to the left of', 'to the left of', 'left of', 'on the left of', 'immediately to the left of', 'directly left of'],
  right_of: ['to the right of', 'to the right of', 'right of', 'on the right of', 'immediately to the right of', 'directly right of'],
};

/** Prefixes a step may start with; they carry no meaning. */
export const STEP_PREFIXES = ['Then', 'Next,', 'Now', 'Finally,', 'Please', '1.', '2.', '3)', 'Step 1:', 'Step 4:', 'First,', 'After that,', 'Once signed in,', 'On the next page,', 'On the new page,', 'If prompted,', '-', '*', '•'];

export function templateCount(): number {
  return Object.values(TEMPLATES).reduce((n, t) => n + t.length, 0);
}
