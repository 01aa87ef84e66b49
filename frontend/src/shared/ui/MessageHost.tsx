import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { AntdProvider } from '../antd/AntdProvider';

/**
 * antd's message holder, loaded with the first message (notify.tsx). It brings antd's theme along:
 * a public page has no ConfigProvider above it (ADR 57).
 */
export default function MessageHost({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage({ maxCount: 3, top: 72 });
  useEffect(() => onReady(api), [api, onReady]);
  return <AntdProvider>{holder}</AntdProvider>;
}
