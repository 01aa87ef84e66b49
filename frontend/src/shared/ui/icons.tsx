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
import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CloseCircleFilledSvg from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlinedSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import CompassOutlinedSvg from '@ant-design/icons-svg/es/asn/CompassOutlined';
import CreditCardOutlinedSvg from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import DeleteOutlinedSvg from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import DesktopOutlinedSvg from '@ant-design/icons-svg/es/asn/DesktopOutlined';
import DownOutlinedSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import DownloadOutlinedSvg from '@ant-design/icons-svg/es/asn/DownloadOutlined';
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
import InfoCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import InstagramOutlinedSvg from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import LeftOutlinedSvg from '@ant-design/icons-svg/es/asn/LeftOutlined';
import LikeOutlinedSvg from '@ant-design/icons-svg/es/asn/LikeOutlined';
import LinkOutlinedSvg from '@ant-design/icons-svg/es/asn/LinkOutlined';
import LinkedinFilledSvg from '@ant-design/icons-svg/es/asn/LinkedinFilled';
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
import SafetyCertificateFilledSvg from '@ant-design/icons-svg/es/asn/SafetyCertificateFilled';
import SafetyCertificateOutlinedSvg from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SafetyOutlinedSvg from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import SendOutlinedSvg from '@ant-design/icons-svg/es/asn/SendOutlined';
import ShareAltOutlinedSvg from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import ShoppingCartOutlinedSvg from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import ShoppingOutlinedSvg from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import StarFilledSvg from '@ant-design/icons-svg/es/asn/StarFilled';
import SwapOutlinedSvg from '@ant-design/icons-svg/es/asn/SwapOutlined';
import TagOutlinedSvg from '@ant-design/icons-svg/es/asn/TagOutlined';
import TagsOutlinedSvg from '@ant-design/icons-svg/es/asn/TagsOutlined';
import UpOutlinedSvg from '@ant-design/icons-svg/es/asn/UpOutlined';
import UserOutlinedSvg from '@ant-design/icons-svg/es/asn/UserOutlined';
import WalletOutlinedSvg from '@ant-design/icons-svg/es/asn/WalletOutlined';
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

export const AndroidFilled = svgIcon(AndroidFilledSvg);
export const AppleFilled = svgIcon(AppleFilledSvg);
export const ArrowLeftOutlined = svgIcon(ArrowLeftOutlinedSvg);
export const ArrowRightOutlined = svgIcon(ArrowRightOutlinedSvg);
export const AuditOutlined = svgIcon(AuditOutlinedSvg);
export const CalendarOutlined = svgIcon(CalendarOutlinedSvg);
export const CarOutlined = svgIcon(CarOutlinedSvg);
export const CheckCircleFilled = svgIcon(CheckCircleFilledSvg);
export const CheckCircleOutlined = svgIcon(CheckCircleOutlinedSvg);
export const ClockCircleOutlined = svgIcon(ClockCircleOutlinedSvg);
export const CloseCircleFilled = svgIcon(CloseCircleFilledSvg);
export const CloseOutlined = svgIcon(CloseOutlinedSvg);
export const CompassOutlined = svgIcon(CompassOutlinedSvg);
export const CreditCardOutlined = svgIcon(CreditCardOutlinedSvg);
export const DeleteOutlined = svgIcon(DeleteOutlinedSvg);
export const DesktopOutlined = svgIcon(DesktopOutlinedSvg);
export const DownOutlined = svgIcon(DownOutlinedSvg);
export const DownloadOutlined = svgIcon(DownloadOutlinedSvg);
export const EnvironmentOutlined = svgIcon(EnvironmentOutlinedSvg);
export const EyeInvisibleOutlined = svgIcon(EyeInvisibleOutlinedSvg);
export const EyeOutlined = svgIcon(EyeOutlinedSvg);
export const FacebookFilled = svgIcon(FacebookFilledSvg);
export const FileOutlined = svgIcon(FileOutlinedSvg);
export const FileProtectOutlined = svgIcon(FileProtectOutlinedSvg);
export const FileTextOutlined = svgIcon(FileTextOutlinedSvg);
export const FilterOutlined = svgIcon(FilterOutlinedSvg);
export const FrownOutlined = svgIcon(FrownOutlinedSvg);
export const GiftOutlined = svgIcon(GiftOutlinedSvg);
export const HourglassOutlined = svgIcon(HourglassOutlinedSvg);
export const InfoCircleOutlined = svgIcon(InfoCircleOutlinedSvg);
export const InstagramOutlined = svgIcon(InstagramOutlinedSvg);
export const LeftOutlined = svgIcon(LeftOutlinedSvg);
export const LikeOutlined = svgIcon(LikeOutlinedSvg);
export const LinkOutlined = svgIcon(LinkOutlinedSvg);
export const LinkedinFilled = svgIcon(LinkedinFilledSvg);
export const LockOutlined = svgIcon(LockOutlinedSvg);
export const LogoutOutlined = svgIcon(LogoutOutlinedSvg);
export const MailOutlined = svgIcon(MailOutlinedSvg);
export const MenuOutlined = svgIcon(MenuOutlinedSvg);
export const MessageOutlined = svgIcon(MessageOutlinedSvg);
export const MobileOutlined = svgIcon(MobileOutlinedSvg);
export const NumberOutlined = svgIcon(NumberOutlinedSvg);
export const PercentageOutlined = svgIcon(PercentageOutlinedSvg);
export const PlusOutlined = svgIcon(PlusOutlinedSvg);
export const ReloadOutlined = svgIcon(ReloadOutlinedSvg);
export const RightOutlined = svgIcon(RightOutlinedSvg);
export const SafetyCertificateFilled = svgIcon(SafetyCertificateFilledSvg);
export const SafetyCertificateOutlined = svgIcon(SafetyCertificateOutlinedSvg);
export const SafetyOutlined = svgIcon(SafetyOutlinedSvg);
export const SearchOutlined = svgIcon(SearchOutlinedSvg);
export const SendOutlined = svgIcon(SendOutlinedSvg);
export const ShareAltOutlined = svgIcon(ShareAltOutlinedSvg);
export const ShoppingCartOutlined = svgIcon(ShoppingCartOutlinedSvg);
export const ShoppingOutlined = svgIcon(ShoppingOutlinedSvg);
export const StarFilled = svgIcon(StarFilledSvg);
export const SwapOutlined = svgIcon(SwapOutlinedSvg);
export const TagOutlined = svgIcon(TagOutlinedSvg);
export const TagsOutlined = svgIcon(TagsOutlinedSvg);
export const UpOutlined = svgIcon(UpOutlinedSvg);
export const UserOutlined = svgIcon(UserOutlinedSvg);
export const WalletOutlined = svgIcon(WalletOutlinedSvg);
export const WarningOutlined = svgIcon(WarningOutlinedSvg);
export const WhatsAppOutlined = svgIcon(WhatsAppOutlinedSvg);
export const XOutlined = svgIcon(XOutlinedSvg);
export const YoutubeFilled = svgIcon(YoutubeFilledSvg);
