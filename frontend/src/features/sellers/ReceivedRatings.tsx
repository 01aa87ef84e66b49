import { useQuery } from '@tanstack/react-query';
import { RATING_MESSAGES, RATING_REPLY_MAX_LENGTH } from '@ticketsetu/contracts/sellers';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { showRefusal } from '../../shared/antd/form-refusal';
import { formatDateIst } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { type ReceivedRating, receivedRatingsQuery, useAnswerRating } from './queries';
import { Stars } from './Stars';

/**
 * "Ratings from your buyers" under Your Listings (ADR 65): each rating with whether it counts, and the
 * seller's one answer. Nothing shows while there are none.
 */
export function ReceivedRatings() {
  const ratings = useQuery(receivedRatingsQuery());
  const [answering, setAnswering] = useState<ReceivedRating | null>(null);
  if (!ratings.data || ratings.data.total === 0) return null;

  return (
    <section className="received-ratings" aria-labelledby="received-ratings-title">
      <h2 id="received-ratings-title" className="received-ratings__title">
        Ratings from your buyers
      </h2>
      <ul className="seller-ratings__list">
        {ratings.data.ratings.map((rating) => (
          <li key={rating.id} className="rating-item">
            <div className="rating-item__head">
              <Stars stars={rating.stars} />
              <span className="rating-item__meta">
                <time dateTime={rating.created_at}>{formatDateIst(rating.created_at)}</time>
                {rating.event_title && ` · ${rating.event_title}`}
                {!rating.counts && ' · Not counted while the purchase is disputed or refunded'}
              </span>
            </div>
            {rating.comment_hidden ? (
              <p className="rating-item__hidden">Comment hidden by TicketSetu staff</p>
            ) : (
              rating.comment && <p className="rating-item__comment">{rating.comment}</p>
            )}
            {rating.reply ? (
              <p className="rating-item__reply">
                <strong>Your answer:</strong> {rating.reply}
              </p>
            ) : (
              <div>
                <Button size="small" onClick={() => setAnswering(rating)}>
                  Answer
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

function AnswerModal({ rating, onClose }: { rating: ReceivedRating | null; onClose: () => void }) {
  const [form] = Form.useForm<{ reply?: string }>();
  const answer = useAnswerRating();
  const notify = useNotify();

  const submit = async ({ reply }: { reply?: string }) => {
    if (!rating || answer.isPending) return;
    try {
      notify((await answer.mutateAsync({ ratingId: rating.id, reply: reply?.trim() ?? '' })).message);
      onClose();
    } catch (error) {
      if (!showRefusal(error, form, ['reply'], notify)) onClose();
    }
  };

  return (
    <Modal
      open={rating !== null}
      title="Answer this rating"
      okText="Post answer"
      onCancel={onClose}
      confirmLoading={answer.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form form={form} name="answer-rating" layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
          {dialog}
        </Form>
      )}
    >
      <p>Your answer shows under the rating on your seller profile. You can answer once.</p>
      <Form.Item
        name="reply"
        label="Your answer"
        rules={[{ required: true, whitespace: true, message: RATING_MESSAGES.replyRequired }]}
      >
        <Input.TextArea rows={3} showCount maxLength={RATING_REPLY_MAX_LENGTH} />
      </Form.Item>
    </Modal>
  );
}
