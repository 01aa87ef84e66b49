import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { RATING_MESSAGES, RATING_REPLY_MAX_LENGTH } from '@ticketsetu/contracts/sellers';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { fieldRefusal } from '../../shared/api/field-refusal';
import { formatDateIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Field } from '../../shared/ui/fields/Field';
import { requiredRule, type Rule, useFormFields } from '../../shared/ui/fields/form-state';
import { TextArea } from '../../shared/ui/fields/inputs';
import { type ReceivedRating, receivedRatingsQuery, useAnswerRating } from './queries';
import { Stars } from './Stars';

/**
 * "Ratings from your buyers" under Your Listings (ADR 65): each rating with whether it counts, and the
 * seller's one answer. Nothing shows while there are none.
 */
export function ReceivedRatings() {
  const { t } = useLingui();
  const locale = useLocale();
  const ratings = useQuery(receivedRatingsQuery());
  const [answering, setAnswering] = useState<ReceivedRating | null>(null);
  if (!ratings.data || ratings.data.total === 0) return null;

  return (
    <section className="received-ratings" aria-labelledby="received-ratings-title">
      <h2 id="received-ratings-title" className="received-ratings__title">
        <Trans>Ratings from your buyers</Trans>
      </h2>
      <ul className="seller-ratings__list">
        {ratings.data.ratings.map((rating) => (
          <li key={rating.id} className="rating-item">
            <div className="rating-item__head">
              <Stars stars={rating.stars} />
              <span className="rating-item__meta">
                <time dateTime={rating.created_at}>{formatDateIst(rating.created_at, locale)}</time>
                {rating.event_title && ` · ${rating.event_title}`}
                {!rating.counts && ` · ${t`Not counted while the purchase is disputed or refunded`}`}
              </span>
            </div>
            {rating.comment_hidden ? (
              <p className="rating-item__hidden">
                <Trans>Comment hidden by TicketSetu staff</Trans>
              </p>
            ) : (
              rating.comment && <p className="rating-item__comment">{rating.comment}</p>
            )}
            {rating.reply ? (
              <p className="rating-item__reply">
                <strong>
                  <Trans>Your answer:</Trans>
                </strong>{' '}
                {rating.reply}
              </p>
            ) : (
              <div>
                <Button size="small" onClick={() => setAnswering(rating)}>
                  <Trans>Answer</Trans>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <AnswerModal key={answering?.id ?? ''} rating={answering} onClose={() => setAnswering(null)} />
    </section>
  );
}

const ANSWER_RULES: Record<'reply', readonly Rule[]> = { reply: [requiredRule(RATING_MESSAGES.replyRequired)] };

function AnswerModal({ rating, onClose }: { rating: ReceivedRating | null; onClose: () => void }) {
  const form = useFormFields({ reply: '' }, ANSWER_RULES);
  const formId = useId();
  const { i18n, t } = useLingui();
  const answer = useAnswerRating();
  const notify = useNotify();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rating || answer.isPending || !form.validate(event.currentTarget)) return;
    const element = event.currentTarget;
    try {
      notify((await answer.mutateAsync({ ratingId: rating.id, reply: form.values.reply.trim() })).message);
      onClose();
    } catch (error) {
      const refused = fieldRefusal(error, ['reply'] as const);
      if (refused) {
        form.setErrors({ reply: refused.message });
        form.focusFirstInvalid(element);
        return;
      }
      notify(errorMessage(error, i18n), { tone: 'error' });
      onClose();
    }
  };

  return (
    <Dialog
      open={rating !== null}
      title={t`Answer this rating`}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="primary" htmlType="submit" form={formId} loading={answer.isPending}>
            <Trans>Post answer</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <p>
          <Trans>Your answer shows under the rating on your seller profile. You can answer once.</Trans>
        </p>
        <Field
          id={`${formId}-reply`}
          label={t`Your answer`}
          error={form.errors.reply}
          extra={<span className="rating-count">{`${form.values.reply.length} / ${RATING_REPLY_MAX_LENGTH}`}</span>}
          required
        >
          {(field) => (
            <TextArea
              {...field}
              name="reply"
              rows={3}
              maxLength={RATING_REPLY_MAX_LENGTH}
              value={form.values.reply}
              onChange={(event) => form.setValue('reply', event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
