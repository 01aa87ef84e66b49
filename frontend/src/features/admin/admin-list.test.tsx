import { lenient, v } from '../../shared/search-params';
import { queryOptions } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { appRouterOptions } from '../../router-options';
import { testI18n } from '../../test/i18n';
import type { RouterContext } from '../../shared/router-context';
import { api } from '../../shared/api/client';
import { createQueryClient } from '../../shared/query-client';
import { jsonResponse, listResponse, mockApi, requestedUrls } from '../../test/api-mock';
import { setupUser } from '../../test/user';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import { type AdminListNavigate, AdminListTools, useAdminList } from './admin-list';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  adminCsvHref,
  adminListParams,
  type AdminListParams,
  adminListSearchSchema,
  unwrapPage,
} from './admin-list-query';
import { type AdminColumn, AdminTable } from './AdminTable';

/*
 * The server mode on a list of its own: a route whose URL holds the list state (the schema every admin
 * list extends), a page using useAdminList + AdminTable + AdminListTools, and the API answered here.
 */
interface Person {
  id: string;
  full_name: string;
  email: string;
}

const PATH = '/api/v1/admin/users';
const people: Person[] = Array.from({ length: 45 }, (_, i) => ({
  id: `u${i + 1}`,
  full_name: `Person ${String(i + 1).padStart(2, '0')}`,
  email: `person${i + 1}@example.in`,
}));

const searchSchema = v.object({
  ...adminListSearchSchema(['full_name', 'email', 'created_at']).entries,
  role: lenient(v.picklist(['admin', 'user'])),
});

function peopleQuery(params: AdminListParams & { role?: string }) {
  return queryOptions({
    queryKey: ['admin', 'people', params],
    queryFn: () =>
      unwrapPage(api.GET(PATH, { params: { query: params as never } })) as Promise<{
        rows: Person[];
        total: number;
      }>,
  });
}

const columns: AdminColumn<Person>[] = [
  { title: 'Name', dataIndex: 'full_name', key: 'name', summary: 'heading', sortKey: 'full_name' },
  { title: 'Email', dataIndex: 'email', key: 'email', summary: true, sortKey: 'email' },
];

function renderList(url: string) {
  const queryClient = createQueryClient();
  const root = createRootRouteWithContext<RouterContext>()({});
  const route = createRoute({
    getParentRoute: () => root,
    path: '/people',
    validateSearch: searchSchema,
    component: function PeoplePage() {
      const search = route.useSearch() as v.InferOutput<typeof searchSchema>;
      const list = useAdminList({
        search,
        // The app's routes are typed by the route tree; this one is made here.
        navigate: route.useNavigate() as unknown as AdminListNavigate,
        query: peopleQuery,
        csvPath: PATH,
        filters: { role: search.role },
        defaultSort: { by: 'created_at', order: 'desc' },
      });
      return (
        <main>
          <AdminTable<Person>
            {...list.table}
            caption="People"
            rowKey="id"
            columns={columns}
            errorTitle="Error loading people"
            rowLabel={(person) => person.full_name}
            toolbar={
              <AdminListTools
                list={list}
                searchLabel="Search people"
                placeholder="Name or email"
                noun={['person', 'people']}
              >
                <button type="button" onClick={() => list.setFilter({ role: 'admin' })}>
                  Admins only
                </button>
              </AdminListTools>
            }
          />
        </main>
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [url] }),
    ...appRouterOptions(queryClient, testI18n()),
  });
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/** The API: filters by name, sorts by name either way, pages with limit and offset, total in the header. */
function servePeople() {
  return mockApi({
    [PATH]: (url) => {
      const q = url.searchParams;
      let rows = people.filter((p) => !q.get('search') || p.full_name.includes(q.get('search')!));
      if (q.get('role') === 'admin') rows = rows.slice(0, 3);
      if (q.get('sort') === 'full_name' && q.get('order') === 'desc') rows = [...rows].reverse();
      const offset = Number(q.get('offset'));
      return listResponse(rows.slice(offset, offset + Number(q.get('limit'))), rows.length);
    },
  });
}

const lastRequest = (fetchSpy: ReturnType<typeof mockApi>) => requestedUrls(fetchSpy, PATH).at(-1)!;
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('admin list params', () => {
  it('turns the URL state into the API query: page to offset, default values and empty filters left out', () => {
    expect(adminListParams({})).toEqual({ limit: 20, offset: 0 });
    expect(
      adminListParams(
        { page: 3, pageSize: 50, search: '50%', sort: 'email', order: 'desc' },
        { status: 'x', type: undefined },
      ),
    ).toEqual({ limit: 50, offset: 100, search: '50%', sort: 'email', order: 'desc', status: 'x' });
  });

  it('links the CSV of the same filter: every row (no limit or offset), format=csv, encoded', () => {
    expect(adminCsvHref(PATH, { limit: 20, offset: 40, search: 'a&b %', order: 'asc', status: 'open' })).toBe(
      `${PATH}?search=a%26b+%25&order=asc&status=open&format=csv`,
    );
  });

  it('drops URL values that do not parse instead of failing the page', () => {
    expect(
      v.parse(searchSchema, { page: 'two', pageSize: '30', sort: 'password', order: 'up', search: '', role: 'root' }),
    ).toEqual({});
    expect(v.parse(searchSchema, { page: '2', pageSize: '50', sort: 'email', order: 'desc', search: ' a ' })).toEqual({
      page: 2,
      pageSize: 50,
      sort: 'email',
      order: 'desc',
      search: 'a',
    });
  });
});

describe('useAdminList with AdminTable in server mode', () => {
  it('asks for the page the URL names and shows the total, the rows and the CSV link of that filter', async () => {
    const fetchSpy = servePeople();
    renderList('/people?page=2&search=Person&sort=full_name&order=desc');

    expect(await screen.findByText('Person 25')).toBeInTheDocument();
    const asked = lastRequest(fetchSpy).searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      limit: '20',
      offset: '20',
      search: 'Person',
      sort: 'full_name',
      order: 'desc',
    });
    expect(names()[0]).toBe('Person 25');
    expect(screen.getByRole('status')).toHaveTextContent('45 people');
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      `${PATH}?search=Person&sort=full_name&order=desc&format=csv`,
    );
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('Person');
    // The sorted column says so.
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages through the server: the next page is fetched and kept in the URL', async () => {
    const fetchSpy = servePeople();
    const user = setupUser();
    const router = renderList('/people');
    expect(await screen.findByText('Person 01')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Person 41')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 3 });
    expect(lastRequest(fetchSpy).searchParams.get('offset')).toBe('40');
    expect(names()).toEqual(['Person 41', 'Person 42', 'Person 43', 'Person 44', 'Person 45']);
  });

  it('sorts by a header on the server and starts again at the first page', async () => {
    const fetchSpy = servePeople();
    const user = setupUser();
    const router = renderList('/people?page=2');
    expect(await screen.findByText('Person 21')).toBeInTheDocument();

    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'full_name', order: 'asc' }));
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'full_name', order: 'desc' }));
    expect(await screen.findByText('Person 45')).toBeInTheDocument();
    expect(lastRequest(fetchSpy).searchParams.get('offset')).toBe('0');
  });

  it('searches on Enter and changes filters from the first page; the CSV link follows', async () => {
    const fetchSpy = servePeople();
    const user = setupUser();
    const router = renderList('/people?page=2');
    expect(await screen.findByText('Person 21')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Person 1{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Person 1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('10 people');
    expect(lastRequest(fetchSpy).searchParams.get('search')).toBe('Person 1');

    await user.click(screen.getByRole('button', { name: 'Admins only' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Person 1', role: 'admin' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 people');
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      `${PATH}?search=Person+1&role=admin&format=csv`,
    );
  });

  it('searches a moment after typing stops, not at every key', async () => {
    const fetchSpy = servePeople();
    const router = renderList('/people');
    expect(await screen.findByText('Person 01')).toBeInTheDocument();
    const asked = requestedUrls(fetchSpy, PATH).length;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    fireEvent.change(box, { target: { value: 'Person' } });
    vi.advanceTimersByTime(ADMIN_SEARCH_DEBOUNCE_MS - 1);
    fireEvent.change(box, { target: { value: 'Person 4' } });
    vi.advanceTimersByTime(ADMIN_SEARCH_DEBOUNCE_MS - 1);
    expect(router.state.location.search).toEqual({});
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Person 4' }));
    expect(await screen.findByRole('status')).toHaveTextContent('6 people');
    expect(requestedUrls(fetchSpy, PATH).length).toBe(asked + 1);
  });

  it('goes back to the last page when the rows of the page in the URL went away', async () => {
    servePeople();
    const router = renderList('/people?page=9');
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    expect(await screen.findByText('Person 45')).toBeInTheDocument();
  });

  it('shows the load error with Retry, also when the answer lacks its total', async () => {
    mockApi({ [PATH]: () => jsonResponse(people.slice(0, 2)) });
    renderList('/people');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading people');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pages and sorts on a phone too: cards, the pager and a Sort by', async () => {
    setViewportWidth(PHONE_WIDTH);
    const fetchSpy = servePeople();
    const user = setupUser();
    const router = renderList('/people');
    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Person 21')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Name ↓'));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'full_name', order: 'desc' }));
    expect(lastRequest(fetchSpy).searchParams.get('sort')).toBe('full_name');
  });
});
