import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route as AdminRoute } from '../../routes/admin';
import { Route as AdminCategoriesRoute } from '../../routes/admin.categories';
import { jsonResponse, mockApi, problem, requestedUrls } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { fill, setupUser } from '../../test/user';
import type { AdminCategory } from './queries';

const admin = makeSessionUser({ id: 'admin-1', full_name: 'Meera Iyer', is_admin: true });
const concerts: AdminCategory = { id: 'c1', name: 'Concerts', event_count: 3 };
const comedy: AdminCategory = { id: 'c2', name: 'Comedy', event_count: 0 };

type Handler = (url: URL, request: Request) => Response | Promise<Response>;

/** The categories list, and every POST/PATCH body the page sent. */
function serve(handlers: Record<string, Handler> = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record =
    (answer: Handler): Handler =>
    async (url, request) => {
      if (request.method !== 'GET' && request.method !== 'DELETE') {
        sent.push({ method: request.method, path: url.pathname, body: await request.clone().json() });
      } else if (request.method === 'DELETE') sent.push({ method: 'DELETE', path: url.pathname, body: null });
      return answer(url, request);
    };
  const fetchSpy = mockApi({
    '/api/v1/auth/session': sessionAnswer(admin),
    '/api/v1/admin/categories': record(
      handlers['/api/v1/admin/categories'] ?? (() => jsonResponse([comedy, concerts])),
    ),
    '/api/v1/admin/categories/c1': record(
      handlers['/api/v1/admin/categories/c1'] ?? (() => problem(404, 'Category not found')),
    ),
    '/api/v1/admin/categories/c2': record(
      handlers['/api/v1/admin/categories/c2'] ?? (() => problem(404, 'Category not found')),
    ),
  });
  return { sent, fetchSpy };
}

async function openCategories() {
  const user = setupUser();
  const app = renderRoutes({ '/admin': AdminRoute, '/admin/categories': AdminCategoriesRoute }, '/admin/categories');
  expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
  await screen.findByText('Concerts');
  return { user, ...app };
}

function rowOf(text: string): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;
}

describe('/admin/categories', () => {
  it('lists every category with how many events use it, linked to those events', async () => {
    serve();
    await openCategories();
    expect(screen.getByText('2 categories', { exact: false })).toBeInTheDocument();
    expect(within(rowOf('Concerts')).getByRole('link', { name: '3 events' })).toHaveAttribute(
      'href',
      '/admin/events?categoryId=c1',
    );
    expect(rowOf('Comedy')).toHaveTextContent('No events');
  });

  it("says 'Error loading categories' when the list cannot be read", async () => {
    mockApi({
      '/api/v1/auth/session': sessionAnswer(admin),
      '/api/v1/admin/categories': () => problem(403, 'Admins only'),
    });
    renderRoutes({ '/admin': AdminRoute, '/admin/categories': AdminCategoriesRoute }, '/admin/categories');
    expect(await screen.findByRole('heading', { name: 'Error loading categories' })).toBeInTheDocument();
  });

  it('creates a category with a trimmed name, after checking it is there and not too long', async () => {
    const { sent } = serve({
      '/api/v1/admin/categories': (_url, request) =>
        request.method === 'POST'
          ? jsonResponse(
              {
                message: 'Category created successfully!',
                category: { id: 'c3', name: 'Stand-up Comedy', event_count: 0 },
              },
              201,
            )
          : jsonResponse([comedy, concerts]),
    });
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText('Category name is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Name'), 'x'.repeat(61));
    expect(await within(dialog).findByText('Category name can be at most 60 characters')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Name'), '  Stand-up   Comedy ');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Category created successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/v1/admin/categories', body: { name: 'Stand-up Comedy' } }]);
  });

  it("renames a category, and shows the server's refusal of a taken name on the field", async () => {
    let taken = true;
    const { sent } = serve({
      '/api/v1/admin/categories/c2': () =>
        taken
          ? problem(409, 'A category with this name already exists')
          : jsonResponse({ message: 'Category updated successfully!', category: { ...comedy, name: 'Stand-up' } }),
    });
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Rename: Comedy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename category' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Comedy');
    await fill(user, within(dialog).getByLabelText('Name'), 'concerts');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name').closest('.ant-form-item')).toHaveTextContent(
        'A category with this name already exists',
      ),
    );

    taken = false;
    await fill(user, within(dialog).getByLabelText('Name'), 'Stand-up');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([{ name: 'concerts' }, { name: 'Stand-up' }]);
  });

  it('deletes only after a confirmation; one in use is refused with the server’s message', async () => {
    const inUse = 'This category is used by events and cannot be deleted. Move them to another category first.';
    const { fetchSpy } = serve({
      '/api/v1/admin/categories/c1': () => problem(409, inUse),
      '/api/v1/admin/categories/c2': () => jsonResponse({ message: 'Category deleted successfully!' }),
    });
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Delete: Concerts' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this category?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(inUse)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete: Comedy' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this category?' });
    expect(confirm).toHaveTextContent('Comedy');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully!')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy, '/api/v1/admin/categories/c2')).toHaveLength(1);
  });
});
