import { useState } from 'react';
import { TextInput, type TextInputProps } from '../../shared/ui/fields/inputs';

/** Rupees as typed: digits, and at most two after the point. */
const RUPEES = /^\d*(\.\d{0,2})?$/;

function parse(text: string): number | null {
  return text === '' || text === '.' ? null : Number(text);
}

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
}

/**
 * A rupee amount with a ₹ before the box, as antd's InputNumber with precision 2 took it: digits and a
 * point, two decimals at most (anything else typed is not taken), the phone's decimal keypad.
 */
export function DecimalInput({ value, onChange, ...rest }: DecimalInputProps) {
  const [text, setText] = useState(value == null ? '' : String(value));
  const [shownFor, setShownFor] = useState(value);
  // A value set from outside (cleared, say) replaces what is shown; one typed here keeps its text ('12.').
  if (value !== shownFor) {
    setShownFor(value);
    if (parse(text) !== (value ?? null)) setText(value == null ? '' : String(value));
  }
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      addonBefore="₹"
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value.replace(/,/g, '').trim();
        if (!RUPEES.test(typed)) return;
        setText(typed);
        setShownFor(parse(typed));
        onChange(parse(typed));
      }}
    />
  );
}
