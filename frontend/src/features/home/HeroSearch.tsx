import { useNavigate } from '@tanstack/react-router';
import { Input } from 'antd';
import './home.css';

/** Enter (or the button) opens /events?search={text}; an empty box opens every event. */
export function HeroSearch() {
  const navigate = useNavigate();
  return (
    <div role="search" className="hero-search">
      <label htmlFor="home-search" className="sr-only">
        Search events
      </label>
      <Input.Search
        id="home-search"
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
    </div>
  );
}
