import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADDRESS_MESSAGES, type AddressCode } from '@ticketsetu/contracts/address-form';

/*
 * The sentence of each code contracts' checkAddress answers, in the reader's language (issue 37): the
 * English is contracts' own, word for word (check-words.test.ts holds them equal).
 */
const ADDRESS_WORDS: Record<AddressCode, MessageDescriptor> = {
  noLine1: msg`Address line 1 is required`,
  noArea: msg`Area is required`,
  noCity: msg`City is required`,
  noState: msg`Please choose a state or union territory`,
  invalidPin: msg`Please enter a valid 6-digit PIN code`,
};

/** A code's sentence in the page's language; contracts' English for a code without words here. */
export function addressMessage(i18n: I18n, code: AddressCode): string {
  const words: MessageDescriptor | undefined = ADDRESS_WORDS[code];
  return words ? i18n._(words) : ADDRESS_MESSAGES[code];
}

/** The 36 states' and union territories' names as a reader of the page writes them (the value sent stays English). */
const STATE_NAMES: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['Andaman and Nicobar Islands', msg`Andaman and Nicobar Islands`],
  ['Andhra Pradesh', msg`Andhra Pradesh`],
  ['Arunachal Pradesh', msg`Arunachal Pradesh`],
  ['Assam', msg`Assam`],
  ['Bihar', msg`Bihar`],
  ['Chandigarh', msg`Chandigarh`],
  ['Chhattisgarh', msg`Chhattisgarh`],
  ['Dadra and Nagar Haveli and Daman and Diu', msg`Dadra and Nagar Haveli and Daman and Diu`],
  ['Delhi', msg`Delhi`],
  ['Goa', msg`Goa`],
  ['Gujarat', msg`Gujarat`],
  ['Haryana', msg`Haryana`],
  ['Himachal Pradesh', msg`Himachal Pradesh`],
  ['Jammu and Kashmir', msg`Jammu and Kashmir`],
  ['Jharkhand', msg`Jharkhand`],
  ['Karnataka', msg`Karnataka`],
  ['Kerala', msg`Kerala`],
  ['Ladakh', msg`Ladakh`],
  ['Lakshadweep', msg`Lakshadweep`],
  ['Madhya Pradesh', msg`Madhya Pradesh`],
  ['Maharashtra', msg`Maharashtra`],
  ['Manipur', msg`Manipur`],
  ['Meghalaya', msg`Meghalaya`],
  ['Mizoram', msg`Mizoram`],
  ['Nagaland', msg`Nagaland`],
  ['Odisha', msg`Odisha`],
  ['Puducherry', msg`Puducherry`],
  ['Punjab', msg`Punjab`],
  ['Rajasthan', msg`Rajasthan`],
  ['Sikkim', msg`Sikkim`],
  ['Tamil Nadu', msg`Tamil Nadu`],
  ['Telangana', msg`Telangana`],
  ['Tripura', msg`Tripura`],
  ['Uttar Pradesh', msg`Uttar Pradesh`],
  ['Uttarakhand', msg`Uttarakhand`],
  ['West Bengal', msg`West Bengal`],
]);

/** A state's name in the page's language; as it is for a name not listed. */
export function stateName(i18n: I18n, state: string): string {
  const words = STATE_NAMES.get(state);
  return words ? i18n._(words) : state;
}
