import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import { RATING_COMMENT_MAX_LENGTH, RATING_EDIT_DAYS, RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { errorMessage } from '../../shared/api/api-error';
import { fieldRefusal } from '../../shared/api/field-refusal';
import { formatDateTimeIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Field } from '../../shared/ui/fields/Field';
import { type Rule, useFormFields } from '../../shared/ui/fields/form-state';
import { TextArea } from '../../shared/ui/fields/inputs';
import type { components } from '@ticketsetu/contracts';
import { type GivenRating, useRateSeller } from './queries';
import { StarPicker } from './StarPicker';

/** One purchase as the buyer sees it (the API's transfer; the Tickets page lists them). */
type Purchase = components['schemas']['TransferDto'];

type RatingField = 'stars' | 'comment';

/** A comment counts as a reader counts it (emoji are one), as the server does. */
const commentLength = (text: string) => Array.from(text).length;

const RULES: Record<RatingField, readonly Rule[]> = {
  stars: [(value) => (value ? undefined : RATING_MESSAGES.invalidStars)],
  comment: [(value) => (commentLength(value) > RATING_COMMENT_MAX_LENGTH ? RATING_MESSAGES.commentTooLong : undefined)],
};

/**
 * "Rate the seller" of a completed purchase (ADR 65): 1-5 stars and an optional comment, or a change to
 * the rating given within its 14 days. Mount it with a key per purchase.
 */
export function RateSellerModal({
  purchase,
  rating,
  onClose,
}: {
  purchase: Purchase | null;
  /** The rating the buyer gave already, to change. */
  rating?: GivenRating;
  onClose: () => void;
}) {
  const form = useFormFields<RatingField>(
    { stars: rating ? String(rating.stars) : '', comment: rating?.comment ?? '' },
    RULES,
  );
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const formId = useId();
  const save = useRateSeller();
  const notify = useNotify();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!purchase || save.isPending || !form.validate(event.currentTarget)) return;
    const element = event.currentTarget;
    try {
      const answer = await save.mutateAsync({
        purchaseId: purchase.id,
        change: Boolean(rating),
        body: { stars: Number(form.values.stars), comment: form.values.comment.trim() || null },
      });
      notify(answer.message);
      onClose();
    } catch (error) {
      const refused = fieldRefusal(error, ['stars', 'comment'] as const);
      if (refused) {
        form.setErrors({ [refused.field]: refused.message });
        form.focusFirstInvalid(element);
        return;
      }
      // A refusal is red whatever its words ("You can't rate this seller: …").
      notify(errorMessage(error, i18n), { tone: 'error' });
      onClose();
    }
  };

  return (
    <Dialog
      open={purchase !== null}
      title={rating ? t`Change your rating` : t`Rate the seller`}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>{rating ? t`Cancel` : t`Not now`}</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={save.isPending}>
            {rating ? t`Save rating` : t`Send rating`}
          </Button>
        </>
      }
    >
      {purchase && (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <p>
            {purchase.event?.title ? (
              <Trans>
                How was buying <strong>{purchase.event.title}</strong> from this seller? Your rating shows on their
                profile for other buyers; your name does not.
              </Trans>
            ) : (
              <Trans>
                How was buying <strong>these tickets</strong> from this seller? Your rating shows on their profile for
                other buyers; your name does not.
              </Trans>
            )}
          </p>
          <div className="rate-seller__stars">
            <StarPicker
              legend={t`Your rating`}
              value={form.values.stars ? Number(form.values.stars) : undefined}
              onChange={(stars) => form.setValue('stars', String(stars))}
              describedBy={form.errors.stars ? `${formId}-stars-error` : undefined}
            />
            {form.errors.stars && (
              <p id={`${formId}-stars-error`} className="rate-seller__error">
                {form.errors.stars}
              </p>
            )}
          </div>
          <Field
            id={`${formId}-comment`}
            label={t`Comment (optional)`}
            error={form.errors.comment}
            extra={
              <>
                <span className="rating-count">{`${commentLength(form.values.comment)} / ${RATING_COMMENT_MAX_LENGTH}`}</span>
                {rating
                  ? t`You can change it until ${formatDateTimeIst(rating.editable_until, locale)}.`
                  : t`You can change it for ${plural(RATING_EDIT_DAYS, { one: '# day', other: '# days' })}.`}
              </>
            }
          >
            {(field) => (
              <TextArea
                {...field}
                name="comment"
                rows={3}
                maxLength={RATING_COMMENT_MAX_LENGTH}
                value={form.values.comment}
                onChange={(event) => form.setValue('comment', event.target.value)}
              />
            )}
          </Field>
        </form>
      )}
    </Dialog>
  );
}
