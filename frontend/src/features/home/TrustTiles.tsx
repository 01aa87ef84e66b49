import { LikeOutlined, SafetyCertificateOutlined, SafetyOutlined } from '@ant-design/icons';

const tiles = [
  {
    icon: <SafetyOutlined />,
    title: '100% Secure',
    text: 'Pay through a trusted gateway. We hold your money until the tickets are safely transferred to you.',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Verified Sellers',
    text: 'Our team reviews every listing before it goes on sale, so you only see genuine tickets.',
  },
  {
    icon: <LikeOutlined />,
    title: 'Best Prices',
    text: 'Fair prices set by fans, with platform fees shown upfront. No hidden charges at checkout.',
  },
];

export function TrustTiles() {
  return (
    <section className="section section--tinted" aria-labelledby="trust-heading">
      <div className="container">
        <h2 id="trust-heading" className="section-title section-title--center">
          Why fans trust TicketSetu
        </h2>
        <ul className="trust-tiles">
          {tiles.map((tile) => (
            <li key={tile.title} className="trust-tile">
              <span className="trust-tile__icon" aria-hidden="true">
                {tile.icon}
              </span>
              <h3 className="trust-tile__title">{tile.title}</h3>
              <p className="trust-tile__text">{tile.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
