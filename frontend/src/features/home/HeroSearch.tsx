import { useNavigate } from '@tanstack/react-router';
import { Input } from 'antd';
import './home.css';

/**
 * Enter (or the button) opens /events?search={text}; an empty box opens every event. Also a plain
 * form: before the page's scripts run, or without them, Enter asks the server for the same address.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  return (
    <form role="search" action="/events" className="hero-search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="home-search" className="sr-only">
        Search events
      </label>
      <Input.Search
        id="home-search"
        name="search"
        disabled={false}
        size="large"
        placeholder="Search by event, venue or category"
        aria-label="Search events"
        enterButton="Search"
        allowClear
        onSearch={(value, _event, info) => {
          if (info?.source === 'clear') return;
          const search = value.trim();
          void navigate({ to: '/events', search: search ? { search } : {} });
        }}
      />
    </form>
  );
}
