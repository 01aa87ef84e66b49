import definition from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { svgIcon } from './svg-icon';

export const DownloadOutlined = /* @__PURE__ */ svgIcon(definition);
