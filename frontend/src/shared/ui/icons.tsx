import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type HTMLAttributes, type ReactElement } from 'react';
import AndroidFilledSvg from '@ant-design/icons-svg/es/asn/AndroidFilled';
import AppleFilledSvg from '@ant-design/icons-svg/es/asn/AppleFilled';
import ArrowLeftOutlinedSvg from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRightOutlinedSvg from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import AuditOutlinedSvg from '@ant-design/icons-svg/es/asn/AuditOutlined';
import CalendarOutlinedSvg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CarOutlinedSvg from '@ant-design/icons-svg/es/asn/CarOutlined';
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CheckCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleFilledSvg from '@ant-design/icons-svg/es/asn/ClockCircleFilled';
import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CloseCircleFilledSvg from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlinedSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import CompassOutlinedSvg from '@ant-design/icons-svg/es/asn/CompassOutlined';
import CreditCardOutlinedSvg from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import DeleteOutlinedSvg from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import DesktopOutlinedSvg from '@ant-design/icons-svg/es/asn/DesktopOutlined';
import DownloadOutlinedSvg from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import DownOutlinedSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import EnvironmentOutlinedSvg from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import EyeInvisibleOutlinedSvg from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlinedSvg from '@ant-design/icons-svg/es/asn/EyeOutlined';
import FacebookFilledSvg from '@ant-design/icons-svg/es/asn/FacebookFilled';
import FileOutlinedSvg from '@ant-design/icons-svg/es/asn/FileOutlined';
import FileProtectOutlinedSvg from '@ant-design/icons-svg/es/asn/FileProtectOutlined';
import FileTextOutlinedSvg from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import FilterOutlinedSvg from '@ant-design/icons-svg/es/asn/FilterOutlined';
import FrownOutlinedSvg from '@ant-design/icons-svg/es/asn/FrownOutlined';
import GiftOutlinedSvg from '@ant-design/icons-svg/es/asn/GiftOutlined';
import HourglassOutlinedSvg from '@ant-design/icons-svg/es/asn/HourglassOutlined';
import InboxOutlinedSvg from '@ant-design/icons-svg/es/asn/InboxOutlined';
import InfoCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import InstagramOutlinedSvg from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import LeftOutlinedSvg from '@ant-design/icons-svg/es/asn/LeftOutlined';
import LikeOutlinedSvg from '@ant-design/icons-svg/es/asn/LikeOutlined';
import LinkedinFilledSvg from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import LinkOutlinedSvg from '@ant-design/icons-svg/es/asn/LinkOutlined';
import LockOutlinedSvg from '@ant-design/icons-svg/es/asn/LockOutlined';
import LogoutOutlinedSvg from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MailOutlinedSvg from '@ant-design/icons-svg/es/asn/MailOutlined';
import MenuOutlinedSvg from '@ant-design/icons-svg/es/asn/MenuOutlined';
import MessageOutlinedSvg from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MobileOutlinedSvg from '@ant-design/icons-svg/es/asn/MobileOutlined';
import NumberOutlinedSvg from '@ant-design/icons-svg/es/asn/NumberOutlined';
import PercentageOutlinedSvg from '@ant-design/icons-svg/es/asn/PercentageOutlined';
import PlusOutlinedSvg from '@ant-design/icons-svg/es/asn/PlusOutlined';
import ReloadOutlinedSvg from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import RightOutlinedSvg from '@ant-design/icons-svg/es/asn/RightOutlined';
import RollbackOutlinedSvg from '@ant-design/icons-svg/es/asn/RollbackOutlined';
import SafetyCertificateFilledSvg from '@ant-design/icons-svg/es/asn/SafetyCertificateFilled';
import SafetyCertificateOutlinedSvg from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SafetyOutlinedSvg from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import SendOutlinedSvg from '@ant-design/icons-svg/es/asn/SendOutlined';
import ShareAltOutlinedSvg from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import ShopOutlinedSvg from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ShoppingCartOutlinedSvg from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import ShoppingOutlinedSvg from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import StarFilledSvg from '@ant-design/icons-svg/es/asn/StarFilled';
import SwapOutlinedSvg from '@ant-design/icons-svg/es/asn/SwapOutlined';
import TagOutlinedSvg from '@ant-design/icons-svg/es/asn/TagOutlined';
import TagsOutlinedSvg from '@ant-design/icons-svg/es/asn/TagsOutlined';
import UpOutlinedSvg from '@ant-design/icons-svg/es/asn/UpOutlined';
import UserOutlinedSvg from '@ant-design/icons-svg/es/asn/UserOutlined';
import WalletOutlinedSvg from '@ant-design/icons-svg/es/asn/WalletOutlined';
import WarningFilledSvg from '@ant-design/icons-svg/es/asn/WarningFilled';
import WarningOutlinedSvg from '@ant-design/icons-svg/es/asn/WarningOutlined';
import WhatsAppOutlinedSvg from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import XOutlinedSvg from '@ant-design/icons-svg/es/asn/XOutlined';
import YoutubeFilledSvg from '@ant-design/icons-svg/es/asn/YoutubeFilled';

/**
 * antd's icons for the public pages (ADR 57): the same drawings (@ant-design/icons-svg) and markup as
 * @ant-design/icons, without its runtime (context, two-tone colours, a style sheet inserted at run
 * time; `.anticon` is drawn in styles.css, so a server-rendered icon sits right before any script).
 */
export type IconProps = HTMLAttributes<HTMLSpanElement>;

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const reactAttrs = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(Object.entries(attrs).map(([name, value]) => [camelCase(name), value]));

function draw(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...reactAttrs(node.attrs) }, node.children?.map(draw));
}

function svgIcon(definition: IconDefinition) {
  const svg = definition.icon as AbstractNode;
  function Icon({ className, ...rest }: IconProps) {
    return (
      <span
        role="img"
        aria-label={definition.name}
        {...rest}
        className={['anticon', `anticon-${definition.name}`, className].filter(Boolean).join(' ')}
      >
        {createElement(
          'svg',
          {
            ...reactAttrs(svg.attrs),
            'data-icon': definition.name,
            width: '1em',
            height: '1em',
            fill: 'currentColor',
            'aria-hidden': 'true',
          },
          svg.children?.map(draw),
        )}
      </span>
    );
  }
  return Icon;
}

export const AndroidFilled = /* @__PURE__ */ svgIcon(AndroidFilledSvg);
export const AppleFilled = /* @__PURE__ */ svgIcon(AppleFilledSvg);
export const ArrowLeftOutlined = /* @__PURE__ */ svgIcon(ArrowLeftOutlinedSvg);
export const ArrowRightOutlined = /* @__PURE__ */ svgIcon(ArrowRightOutlinedSvg);
export const AuditOutlined = /* @__PURE__ */ svgIcon(AuditOutlinedSvg);
export const CalendarOutlined = /* @__PURE__ */ svgIcon(CalendarOutlinedSvg);
export const CarOutlined = /* @__PURE__ */ svgIcon(CarOutlinedSvg);
export const CheckCircleFilled = /* @__PURE__ */ svgIcon(CheckCircleFilledSvg);
export const CheckCircleOutlined = /* @__PURE__ */ svgIcon(CheckCircleOutlinedSvg);
export const ClockCircleFilled = /* @__PURE__ */ svgIcon(ClockCircleFilledSvg);
export const ClockCircleOutlined = /* @__PURE__ */ svgIcon(ClockCircleOutlinedSvg);
export const CloseCircleFilled = /* @__PURE__ */ svgIcon(CloseCircleFilledSvg);
export const CloseOutlined = /* @__PURE__ */ svgIcon(CloseOutlinedSvg);
export const CompassOutlined = /* @__PURE__ */ svgIcon(CompassOutlinedSvg);
export const CreditCardOutlined = /* @__PURE__ */ svgIcon(CreditCardOutlinedSvg);
export const DeleteOutlined = /* @__PURE__ */ svgIcon(DeleteOutlinedSvg);
export const DesktopOutlined = /* @__PURE__ */ svgIcon(DesktopOutlinedSvg);
export const DownloadOutlined = /* @__PURE__ */ svgIcon(DownloadOutlinedSvg);
export const DownOutlined = /* @__PURE__ */ svgIcon(DownOutlinedSvg);
export const EnvironmentOutlined = /* @__PURE__ */ svgIcon(EnvironmentOutlinedSvg);
export const EyeInvisibleOutlined = /* @__PURE__ */ svgIcon(EyeInvisibleOutlinedSvg);
export const EyeOutlined = /* @__PURE__ */ svgIcon(EyeOutlinedSvg);
export const FacebookFilled = /* @__PURE__ */ svgIcon(FacebookFilledSvg);
export const FileOutlined = /* @__PURE__ */ svgIcon(FileOutlinedSvg);
export const FileProtectOutlined = /* @__PURE__ */ svgIcon(FileProtectOutlinedSvg);
export const FileTextOutlined = /* @__PURE__ */ svgIcon(FileTextOutlinedSvg);
export const FilterOutlined = /* @__PURE__ */ svgIcon(FilterOutlinedSvg);
export const FrownOutlined = /* @__PURE__ */ svgIcon(FrownOutlinedSvg);
export const GiftOutlined = /* @__PURE__ */ svgIcon(GiftOutlinedSvg);
export const HourglassOutlined = /* @__PURE__ */ svgIcon(HourglassOutlinedSvg);
export const InboxOutlined = /* @__PURE__ */ svgIcon(InboxOutlinedSvg);
export const InfoCircleOutlined = /* @__PURE__ */ svgIcon(InfoCircleOutlinedSvg);
export const InstagramOutlined = /* @__PURE__ */ svgIcon(InstagramOutlinedSvg);
export const LeftOutlined = /* @__PURE__ */ svgIcon(LeftOutlinedSvg);
export const LikeOutlined = /* @__PURE__ */ svgIcon(LikeOutlinedSvg);
export const LinkedinFilled = /* @__PURE__ */ svgIcon(LinkedinFilledSvg);
export const LinkOutlined = /* @__PURE__ */ svgIcon(LinkOutlinedSvg);
export const LockOutlined = /* @__PURE__ */ svgIcon(LockOutlinedSvg);
export const LogoutOutlined = /* @__PURE__ */ svgIcon(LogoutOutlinedSvg);
export const MailOutlined = /* @__PURE__ */ svgIcon(MailOutlinedSvg);
export const MenuOutlined = /* @__PURE__ */ svgIcon(MenuOutlinedSvg);
export const MessageOutlined = /* @__PURE__ */ svgIcon(MessageOutlinedSvg);
export const MobileOutlined = /* @__PURE__ */ svgIcon(MobileOutlinedSvg);
export const NumberOutlined = /* @__PURE__ */ svgIcon(NumberOutlinedSvg);
export const PercentageOutlined = /* @__PURE__ */ svgIcon(PercentageOutlinedSvg);
export const PlusOutlined = /* @__PURE__ */ svgIcon(PlusOutlinedSvg);
export const ReloadOutlined = /* @__PURE__ */ svgIcon(ReloadOutlinedSvg);
export const RightOutlined = /* @__PURE__ */ svgIcon(RightOutlinedSvg);
export const RollbackOutlined = /* @__PURE__ */ svgIcon(RollbackOutlinedSvg);
export const SafetyCertificateFilled = /* @__PURE__ */ svgIcon(SafetyCertificateFilledSvg);
export const SafetyCertificateOutlined = /* @__PURE__ */ svgIcon(SafetyCertificateOutlinedSvg);
export const SafetyOutlined = /* @__PURE__ */ svgIcon(SafetyOutlinedSvg);
export const SearchOutlined = /* @__PURE__ */ svgIcon(SearchOutlinedSvg);
export const SendOutlined = /* @__PURE__ */ svgIcon(SendOutlinedSvg);
export const ShareAltOutlined = /* @__PURE__ */ svgIcon(ShareAltOutlinedSvg);
export const ShopOutlined = /* @__PURE__ */ svgIcon(ShopOutlinedSvg);
export const ShoppingCartOutlined = /* @__PURE__ */ svgIcon(ShoppingCartOutlinedSvg);
export const ShoppingOutlined = /* @__PURE__ */ svgIcon(ShoppingOutlinedSvg);
export const StarFilled = /* @__PURE__ */ svgIcon(StarFilledSvg);
export const SwapOutlined = /* @__PURE__ */ svgIcon(SwapOutlinedSvg);
export const TagOutlined = /* @__PURE__ */ svgIcon(TagOutlinedSvg);
export const TagsOutlined = /* @__PURE__ */ svgIcon(TagsOutlinedSvg);
export const UpOutlined = /* @__PURE__ */ svgIcon(UpOutlinedSvg);
export const UserOutlined = /* @__PURE__ */ svgIcon(UserOutlinedSvg);
export const WalletOutlined = /* @__PURE__ */ svgIcon(WalletOutlinedSvg);
export const WarningFilled = /* @__PURE__ */ svgIcon(WarningFilledSvg);
export const WarningOutlined = /* @__PURE__ */ svgIcon(WarningOutlinedSvg);
export const WhatsAppOutlined = /* @__PURE__ */ svgIcon(WhatsAppOutlinedSvg);
export const XOutlined = /* @__PURE__ */ svgIcon(XOutlinedSvg);
export const YoutubeFilled = /* @__PURE__ */ svgIcon(YoutubeFilledSvg);
