import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useHydratedDisabled } from './control';
import { CloseCircleFilled, DownOutlined } from './icons';
import './listbox-select.css';

export interface ListboxOption<T> {
  value: T;
  label: string;
  /** The option's tooltip, when it should be shorter than the label (an event's title, its date left out). */
  title?: string;
}

export interface ListboxSelectProps<T extends string | number> {
  options: readonly ListboxOption<T>[];
  value: T | undefined;
  /** The chosen value, or undefined when the ✕ of `allowClear` (or Delete) emptied the box. */
  onChange: (value: T | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  /** The combobox's id, for a `<label htmlFor>`. */
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The help and error under it (a Field's control props). */
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  disabled?: boolean;
}

/**
 * A single choice from a short list, drawn like antd's Select but without its runtime, for the public
 * pages (ADR 57). WAI-ARIA's select-only combobox: focus stays on the combobox, which points at the
 * active option (aria-activedescendant); arrows, Home and End move, Enter or Space choose, Escape
 * closes, and a typed character jumps to the next option starting with it.
 */
export function ListboxSelect<T extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  allowClear = false,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  disabled = false,
}: ListboxSelectProps<T>) {
  // A server-rendered page's control stays disabled until React has taken it over, as antd's do.
  const off = useHydratedDisabled(disabled);
  const ownId = useId();
  const boxId = id ?? ownId;
  const listboxId = `${boxId}-listbox`;
  const optionId = (index: number) => `${boxId}-option-${index}`;
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  const show = (index = selectedIndex) => {
    setActive(Math.max(index, 0));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
    setOpen(false);
  };

  // A press anywhere else closes the list: Safari never focuses a clicked button, so blur alone would not.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // The active option in sight, in a list longer than its box (jsdom has no scrollIntoView).
  const activeId = open ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  /** The next option after the active one (or the chosen one) whose label starts with `char`. */
  const jumpTo = (char: string) => {
    const from = open ? active : selectedIndex;
    for (let step = 1; step <= options.length; step++) {
      const index = (from + step + options.length) % options.length;
      if (options[index]!.label.toLowerCase().startsWith(char.toLowerCase())) return show(index);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const { key } = event;
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (key === 'Tab') setOpen(false);
    else if (key === 'Escape' && open) setOpen(false);
    else if (!open && ['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) show();
    else if (!open && (key === 'Home' || key === 'End')) show(moves[key]);
    else if (open && (key === 'Enter' || key === ' ' || (key === 'ArrowUp' && event.altKey))) choose(active);
    else if (open && key in moves) setActive(moves[key]!);
    else if (allowClear && !open && (key === 'Delete' || key === 'Backspace') && selected) onChange(undefined);
    else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) jumpTo(key);
    else return;
    // Handled here: no scrolling the page, no click from Enter or Space.
    if (key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={root} className={['ts-select', open && 'ts-select--open', className].filter(Boolean).join(' ')}>
      <button
        type="button"
        role="combobox"
        id={boxId}
        className="ts-select__box"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid}
        aria-required={ariaRequired}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        disabled={off}
        onClick={(event) => {
          // Safari does not focus a clicked button: the keys should work after a click all the same.
          event.currentTarget.focus();
          if (open) setOpen(false);
          else show();
        }}
        onKeyDown={onKeyDown}
        // Firefox clicks a button when Space comes up, even when its going down was handled.
        onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
        onBlur={() => setOpen(false)}
      >
        <span className={selected ? 'ts-select__value' : 'ts-select__placeholder'}>
          {selected ? selected.label : placeholder}
        </span>
      </button>
      <DownOutlined className="ts-select__arrow" aria-hidden="true" />
      {allowClear && selected && !off && (
        // As antd's ✕: for the mouse (the keyboard has Delete), hidden from screen readers.
        <CloseCircleFilled
          className="ts-select__clear"
          aria-hidden="true"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChange(undefined)}
        />
      )}
      <ul
        role="listbox"
        id={listboxId}
        className="ts-select__list"
        // Named only while open: closed, the combobox is the one thing a label finds.
        aria-label={open ? ariaLabel : undefined}
        aria-labelledby={open ? ariaLabelledBy : undefined}
        hidden={!open}
        // The focus stays on the combobox while an option is pressed.
        onMouseDown={(event) => event.preventDefault()}
      >
        {/* Drawn when open: a page of listings would otherwise carry every card's options in its HTML. */}
        {open &&
          options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              title={option.title ?? option.label}
              className={index === active ? 'ts-select__option ts-select__option--active' : 'ts-select__option'}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
