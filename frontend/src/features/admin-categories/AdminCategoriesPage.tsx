import { useLingui } from '@lingui/react/macro';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_MESSAGES as m } from '@ticketsetu/contracts/rules';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { usePageTitle } from '../../shared/usePageTitle';
import { AppLink } from '../../shared/ui/links';
import { type AdminColumn, AdminTable } from '../admin';
import {
  type AdminCategory,
  adminCategoriesQuery,
  useCreateCategory,
  useDeleteCategory,
  useRenameCategory,
} from './queries';
import './admin-categories.css';

export const CATEGORY_LOAD_FAILED = 'Error loading categories';
const NAME_MAX = 60;

/** A name as the server stores it: trimmed, inner spaces collapsed. */
export function categoryName(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}

function eventsHref(category: AdminCategory): string {
  return `/admin/events?categoryId=${encodeURIComponent(category.id)}`;
}

/** /admin/categories: every category with how many events use it; create, rename, and delete one nobody uses. */
export function AdminCategoriesPage() {
  const { i18n } = useLingui();
  usePageTitle('Categories · Admin');
  const categories = useQuery(adminCategoriesQuery());
  const [editing, setEditing] = useState<{ category: AdminCategory | null } | null>(null);
  const remove = useDeleteCategory();
  const notify = useNotify();
  const [modal, confirmHolder] = Modal.useModal();

  const confirmDelete = (category: AdminCategory) =>
    modal.confirm({
      title: 'Delete this category?',
      content: (
        <p>
          <strong>{category.name}</strong> is deleted for good. A category any event uses cannot be deleted.
        </p>
      ),
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        remove.mutateAsync(category.id).then(
          (result) => notify(result.message || m.deleted),
          // The server's words: 'This category is used by events and cannot be deleted. …'
          (error: unknown) => notify(errorMessage(error, i18n), { tone: 'error' }),
        ),
    });

  const columns: AdminColumn<AdminCategory>[] = [
    { title: 'Name', dataIndex: 'name', key: 'name', summary: 'heading' },
    {
      title: 'Events',
      key: 'events',
      summary: true,
      render: (_, category) =>
        category.event_count === 0 ? (
          <span className="admin-categories__muted">No events</span>
        ) : (
          <AppLink href={eventsHref(category)}>
            {category.event_count} {category.event_count === 1 ? 'event' : 'events'}
          </AppLink>
        ),
    },
  ];

  const count = categories.data?.length;

  return (
    <>
      {confirmHolder}
      <div className="page-head admin-categories__head">
        <div>
          <h1 className="page-title">Categories</h1>
          <p className="page-subtitle">
            {count === undefined ? 'Event categories' : `${count} ${count === 1 ? 'category' : 'categories'}`}, shown on
            event cards and matched by the public search.
          </p>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => setEditing({ category: null })}
        >
          New category
        </Button>
      </div>
      <AdminTable<AdminCategory>
        caption="Categories"
        rowKey="id"
        columns={columns}
        dataSource={categories.data}
        loading={categories.isPending}
        error={categories.error}
        errorTitle={CATEGORY_LOAD_FAILED}
        onRetry={() => void categories.refetch()}
        emptyText="No categories yet. Events without one show as Uncategorized."
        rowLabel={(category) => category.name}
        detailsTitle="Category"
        actions={(category) => (
          <>
            <Button size="small" onClick={() => setEditing({ category })} aria-label={`Rename: ${category.name}`}>
              Rename
            </Button>
            <Button
              size="small"
              danger
              loading={remove.isPending && remove.variables === category.id}
              onClick={() => confirmDelete(category)}
              aria-label={`Delete: ${category.name}`}
            >
              Delete
            </Button>
          </>
        )}
      />
      <CategoryModal
        key={editing ? (editing.category?.id ?? 'new') : 'closed'}
        open={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

/** New category or Rename: one name, 1-60 characters, unique without regard to case (the server checks). */
function CategoryModal({
  open,
  category,
  onClose,
}: {
  open: boolean;
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const notify = useNotify();

  const save = async ({ name }: { name: string }) => {
    const clean = categoryName(name);
    try {
      const result = category
        ? await rename.mutateAsync({ id: category.id, name: clean })
        : await create.mutateAsync(clean);
      notify(result.message);
      onClose();
    } catch (error) {
      const message = errorMessage(error, i18n);
      // 'A category with this name already exists' and the length rules belong to the name.
      if (error instanceof ApiError && error.status < 500) form.setFields([{ name: 'name', errors: [message] }]);
      notify(message, { tone: 'error' });
    }
  };

  return (
    <Modal
      open={open}
      title={category ? 'Rename category' : 'New category'}
      okText={category ? 'Save name' : 'Create category'}
      onOk={() => form.submit()}
      confirmLoading={create.isPending || rename.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<{ name: string }>
        form={form}
        layout="vertical"
        name="category"
        initialValues={{ name: category?.name ?? '' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          label="Name"
          name="name"
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const clean = categoryName(value);
                if (!clean) return Promise.reject(new Error(m.nameRequired));
                if (clean.length > NAME_MAX) return Promise.reject(new Error(m.nameTooLong));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={NAME_MAX + 20} placeholder="e.g. Stand-up Comedy" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
