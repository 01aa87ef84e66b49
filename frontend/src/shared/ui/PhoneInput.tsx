import { TextInput, type TextInputProps } from './fields/inputs';

export type PhoneInputProps = Omit<TextInputProps, 'type' | 'addonBefore' | 'inputMode' | 'autoComplete'>;

/**
 * An Indian mobile number: the national number typed next to a fixed '+91', with the phone's number pad
 * and the browser's autofill of a national number. Goes in a Field for its label and error; the form's
 * check (contracts' indianMobileDigits) reads what is typed, spaces and a leading 0 included.
 */
export function PhoneInput({ maxLength = 14, ...rest }: PhoneInputProps) {
  return (
    <TextInput
      {...rest}
      addonBefore="+91"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={maxLength}
    />
  );
}
