import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RATING_MAX_STARS } from '@ticketsetu/contracts/sellers';
import { StarFilled } from '../../shared/ui/icons';
import './sellers.css';

const STAR_WORDS = [msg`Very poor`, msg`Poor`, msg`All right`, msg`Good`, msg`Excellent`] as const;

/**
 * Choose 1 to 5 stars: a group of native radio buttons drawn as stars (arrow keys move between them, as
 * radios do), each named for screen readers ('4 stars: Good'). A form control: `value` and `onChange`.
 */
export function StarPicker({
  value,
  onChange,
  legend,
  name = 'stars',
  describedBy,
}: {
  value?: number;
  onChange?: (stars: number) => void;
  legend: string;
  name?: string;
  /** The id of the message under the stars while a choice is missing. */
  describedBy?: string;
}) {
  const { i18n, t } = useLingui();
  return (
    <fieldset className="star-picker" aria-describedby={describedBy}>
      <legend className="star-picker__legend">{legend}</legend>
      <div className="star-picker__stars">
        {Array.from({ length: RATING_MAX_STARS }, (_, i) => {
          const stars = i + 1;
          const word = i18n._(STAR_WORDS[i]!);
          return (
            <label
              key={stars}
              className={value !== undefined && stars <= value ? 'star-picker__star is-on' : 'star-picker__star'}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange?.(stars)}
              />
              <StarFilled aria-hidden="true" />
              <span className="sr-only">{t`${plural(stars, { one: '# star', other: '# stars' })}: ${word}`}</span>
            </label>
          );
        })}
        {value !== undefined && STAR_WORDS[value - 1] && (
          <span className="star-picker__word">{i18n._(STAR_WORDS[value - 1]!)}</span>
        )}
      </div>
    </fieldset>
  );
}
