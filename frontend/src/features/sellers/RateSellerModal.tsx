import { Form, Input, Modal } from 'antd';
import { RATING_COMMENT_MAX_LENGTH, RATING_EDIT_DAYS, RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { showRefusal } from '../../shared/antd/form-refusal';
import { formatDateTimeIst } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import type { components } from '@ticketsetu/contracts';
import { type GivenRating, useRateSeller } from './queries';
import { StarPicker } from './StarPicker';

/** One purchase as the buyer sees it (the API's transfer; the Tickets page lists them). */
type Purchase = components['schemas']['TransferDto'];

interface RatingValues {
  stars?: number;
  comment?: string;
}

/** A comment counts as a reader counts it (emoji are one), as the server does. */
const commentLength = (text: string | undefined) => Array.from(text ?? '').length;

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
  const [form] = Form.useForm<RatingValues>();
  const save = useRateSeller();
  const notify = useNotify();

  const submit = async ({ stars, comment }: RatingValues) => {
    if (!purchase || !stars || save.isPending) return;
    try {
      const answer = await save.mutateAsync({
        purchaseId: purchase.id,
        change: Boolean(rating),
        body: { stars, comment: comment?.trim() || null },
      });
      notify(answer.message);
      onClose();
    } catch (error) {
      // A refusal is red whatever its words ("You can't rate this seller: …").
      if (!showRefusal(error, form, ['stars', 'comment'], notify)) onClose();
    }
  };

  return (
    <Modal
      open={purchase !== null}
      title={rating ? 'Change your rating' : 'Rate the seller'}
      okText={rating ? 'Save rating' : 'Send rating'}
      cancelText={rating ? 'Cancel' : 'Not now'}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<RatingValues>
          form={form}
          name="rate-seller"
          layout="vertical"
          requiredMark={false}
          initialValues={rating ? { stars: rating.stars, comment: rating.comment ?? '' } : undefined}
          onFinish={(values) => void submit(values)}
        >
          {dialog}
        </Form>
      )}
    >
      {purchase && (
        <>
          <p>
            How was buying <strong>{purchase.event?.title ?? 'these tickets'}</strong> from this seller? Your rating
            shows on their profile for other buyers; your name does not.
          </p>
          <Form.Item name="stars" rules={[{ required: true, message: RATING_MESSAGES.invalidStars }]}>
            <StarPicker legend="Your rating" />
          </Form.Item>
          <Form.Item
            name="comment"
            label="Comment (optional)"
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  commentLength(value) > RATING_COMMENT_MAX_LENGTH
                    ? Promise.reject(new Error(RATING_MESSAGES.commentTooLong))
                    : Promise.resolve(),
              },
            ]}
            extra={
              rating
                ? `You can change it until ${formatDateTimeIst(rating.editable_until)}.`
                : `You can change it for ${RATING_EDIT_DAYS} days.`
            }
          >
            <Input.TextArea rows={3} showCount maxLength={RATING_COMMENT_MAX_LENGTH} />
          </Form.Item>
        </>
      )}
    </Modal>
  );
}
