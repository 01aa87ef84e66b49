import { message } from 'antd';
import { useEffect } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';

/** antd's message holder, themed by the ConfigProvider above it; hands its API over once mounted. */
export default function MessageHost({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage({ maxCount: 3, top: 72 });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
