// The profile feature's one entry: what other features may use of it (ADR 68).
export { profileQuery, type Profile } from './queries';
export { PAN_SECTION_HREF, crossesExemptGross, tdsFigures } from './tds-words';
