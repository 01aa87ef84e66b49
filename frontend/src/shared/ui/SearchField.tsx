import { useLingui } from '@lingui/react/macro';
import { CloseCircleFilled, SearchOutlined } from './icons';
import { useRef } from 'react';
import './search-field.css';

export interface SearchFieldProps {
  id: string;
  /** The form field's name, so the form also works as a plain GET before (or without) the scripts. */
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The ✕ was pressed: the box is empty again. */
  onClear?: () => void;
  /** A magnifier inside the box, before the text. */
  icon?: boolean;
  className?: string;
}

/**
 * A large search box with a ✕ to empty it, drawn like antd's large Input but a plain `<input
 * type="search">`: it sits on the home and events pages, whose first load then carries neither antd's
 * Input nor the form code it brings (ADR 35).
 */
export function SearchField({
  id,
  name,
  label,
  placeholder,
  value,
  onChange,
  onClear,
  icon,
  className,
}: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  return (
    <span className={className ? `search-field ${className}` : 'search-field'}>
      {icon && <SearchOutlined className="search-field__icon" aria-hidden="true" />}
      <input
        ref={input}
        id={id}
        name={name}
        type="search"
        className="search-field__input"
        placeholder={placeholder}
        aria-label={label}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="search-field__clear"
          aria-label={t`Clear search`}
          onClick={() => {
            onChange('');
            onClear?.();
            input.current?.focus();
          }}
        >
          <CloseCircleFilled aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
