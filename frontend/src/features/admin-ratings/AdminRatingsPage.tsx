import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { showRefusal } from '../../shared/antd/form-refusal';
import { formatDateTimeIst } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { usePageTitle } from '../../shared/usePageTitle';
import { EmailText } from '../../shared/ui/EmailText';
import { popupInMain } from '../../shared/ui/popup';
import { ToneTag } from '../../shared/ui/ToneTag';
import { AdminListTools, useAdminList } from '../admin';
import { type AdminColumn, AdminTable } from '../admin';
import { Stars } from '../sellers';
import { type AdminRating, adminRatingsQuery, useModerateRating } from './queries';
import { ratingFilters } from './search';
import './admin-ratings.css';

const routeApi = getRouteApi('/admin/ratings');

const showOptions = [
  { value: 'all', label: 'All ratings' },
  { value: 'with_comment', label: 'With a comment' },
  { value: 'hidden', label: 'Comment hidden' },
];

function Person({ person }: { person: AdminRating['buyer'] }) {
  if (!person) return <>—</>;
  return (
    <span className="admin-person">
      <span className="admin-person__name">{person.full_name || '—'}</span>
      <EmailText email={person.email} />
    </span>
  );
}

const columns: AdminColumn<AdminRating>[] = [
  {
    title: 'Rated',
    dataIndex: 'created_at',
    key: 'rated',
    sortKey: 'created_at',
    summary: true,
    render: (createdAt: string) => <span className="admin-nowrap">{formatDateTimeIst(createdAt)}</span>,
  },
  {
    title: 'Stars',
    dataIndex: 'stars',
    key: 'stars',
    sortKey: 'stars',
    summary: true,
    render: (stars: number) => <Stars stars={stars} />,
  },
  {
    title: 'Comment',
    key: 'comment',
    summary: 'heading',
    render: (_, rating) =>
      rating.comment ? (
        <div className="admin-rating__comment">
          <p>{rating.comment}</p>
          {rating.comment_hidden_at && (
            <ToneTag tone="warning" title={`Hidden ${formatDateTimeIst(rating.comment_hidden_at)}`}>
              Hidden: {rating.comment_hidden_reason}
            </ToneTag>
          )}
        </div>
      ) : (
        '—'
      ),
  },
  { title: 'Seller’s answer', dataIndex: 'reply', key: 'reply', detailOnly: true },
  { title: 'Event', key: 'event', render: (_, rating) => rating.event?.title ?? '—' },
  { title: 'Buyer', key: 'buyer', render: (_, rating) => <Person person={rating.buyer} /> },
  { title: 'Seller', key: 'seller', render: (_, rating) => <Person person={rating.seller} /> },
  { title: 'Rating ID', dataIndex: 'id', key: 'id', detailOnly: true },
  { title: 'Transfer ID', dataIndex: 'purchase_id', key: 'purchase', detailOnly: true },
];

/**
 * /admin/ratings (ADR 65): every buyer's rating, newest first; staff hide a comment with the reason (audited)
 * or show it again, and never change the stars.
 */
export function AdminRatingsPage() {
  const { i18n } = useLingui();
  usePageTitle('Ratings · Admin');
  const search = routeApi.useSearch();
  const list = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: adminRatingsQuery,
    csvPath: '/api/v1/admin/ratings',
    filters: ratingFilters(search),
    defaultSort: { by: 'created_at', order: 'desc' },
  });
  const moderate = useModerateRating();
  const notify = useNotify();
  const [hiding, setHiding] = useState<AdminRating | null>(null);

  const restore = (rating: AdminRating) =>
    moderate.mutate(
      { id: rating.id, hide: false },
      {
        onSuccess: (answer) => notify(answer.message),
        onError: (error) => notify(errorMessage(error, i18n), { tone: 'error' }),
      },
    );

  return (
    <>
      <h1 className="page-title">Ratings</h1>
      <p className="page-subtitle">
        Buyers’ ratings of sellers. Hide a comment that breaks the rules, with the reason; the stars still count.
      </p>
      <AdminTable<AdminRating>
        {...list.table}
        caption="Ratings"
        rowKey="id"
        columns={columns}
        errorTitle="Error loading ratings"
        emptyText={search.search || search.show ? 'No ratings match.' : 'No ratings yet.'}
        rowLabel={(rating) => `${rating.stars} stars, ${rating.event?.title ?? 'a purchase'}`}
        detailsTitle="Rating details"
        actions={(rating) =>
          rating.comment &&
          (rating.comment_hidden_at ? (
            <Button size="small" onClick={() => restore(rating)}>
              Show comment again
            </Button>
          ) : (
            <Button size="small" danger onClick={() => setHiding(rating)}>
              Hide comment
            </Button>
          ))
        }
        toolbar={
          <AdminListTools
            list={list}
            searchLabel="Search ratings"
            placeholder="Comment, event, buyer, seller or ID"
            noun={['rating', 'ratings']}
          >
            <Select<string>
              aria-label="Show"
              value={search.show ?? 'all'}
              options={showOptions}
              popupMatchSelectWidth={false}
              getPopupContainer={popupInMain}
              onChange={(value) => list.setFilter({ show: value === 'all' ? undefined : value })}
            />
          </AdminListTools>
        }
      />
      <HideCommentModal key={hiding?.id ?? ''} rating={hiding} onClose={() => setHiding(null)} />
    </>
  );
}

function HideCommentModal({ rating, onClose }: { rating: AdminRating | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const [form] = Form.useForm<{ reason?: string }>();
  const moderate = useModerateRating();
  const notify = useNotify();

  const submit = async ({ reason }: { reason?: string }) => {
    if (!rating || moderate.isPending) return;
    try {
      notify((await moderate.mutateAsync({ id: rating.id, hide: true, reason: reason?.trim() ?? '' })).message);
      onClose();
    } catch (error) {
      if (!showRefusal(error, form, ['reason'], notify, i18n)) onClose();
    }
  };

  return (
    <Modal
      open={rating !== null}
      title="Hide this comment"
      okText="Hide comment"
      okButtonProps={{ danger: true, htmlType: 'submit' }}
      onCancel={onClose}
      confirmLoading={moderate.isPending}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form form={form} name="hide-comment" layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
          {dialog}
        </Form>
      )}
    >
      {rating && <blockquote className="admin-rating__quote">{rating.comment}</blockquote>}
      <p>
        The comment stops showing on the seller’s profile and to the seller. The stars still count. The reason goes to
        the audit log.
      </p>
      <Form.Item
        name="reason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: RATING_MESSAGES.hideReasonRequired }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </Modal>
  );
}
