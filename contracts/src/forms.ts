// What every check<Form> answers: the problems of a form, each a field and a stable code. The English
// sentence for a code is in the form's table of messages (rules.ts), in the spec's exact words; the
// server, the entity and the browser all call the same check and show the same sentence.

/** One problem of a form: the field it belongs to and a stable code (a key of the form's messages). */
export interface FormProblem<Field extends string, Code extends string> {
  field: Field;
  code: Code;
}
