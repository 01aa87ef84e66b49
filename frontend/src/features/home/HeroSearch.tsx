import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { useState } from 'react';
import { SearchField } from '../../shared/ui/SearchField';
import './home.css';

/**
 * Enter (or the button) opens /events?search={text}; an empty box opens every event. Also a plain
 * form: before the page's scripts run, or without them, Enter asks the server for the same address.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      action="/events"
      className="hero-search"
      onSubmit={(event) => {
        event.preventDefault();
        const search = text.trim();
        void navigate({ to: '/events', search: search ? { search } : {} });
      }}
    >
      <SearchField
        id="home-search"
        name="search"
        label="Search events"
        placeholder="Search by event, venue or category"
        value={text}
        onChange={setText}
        className="hero-search__field"
      />
      <Button type="primary" size="large" htmlType="submit" disabled={false} className="hero-search__button">
        Search
      </Button>
    </form>
  );
}
