import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { PageFrame } from '../app/PageFrame.tsx';
import { hrefOf } from '../app/router.ts';
import { useGuest } from '../app/session.ts';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useLabels } from '../i18n/labels.ts';
import { Link } from '../ui/Link.tsx';
import { formatPrice } from '../ui/price.ts';
import { LoadFailed, Loading, Message } from '../ui/Status.tsx';
import { Cart } from './Cart.tsx';
import { type Dish, DishSheet } from './DishSheet.tsx';
import { fill, pointLabels } from './labels.ts';
import { nameIn, openOrderOf, sentOrdersOf } from './orders.ts';
import { liveDish, PointMenu } from './PointMenu.tsx';
import styles from './PointPage.module.css';
import { payLabels } from './pay/labels.ts';
import { PayReturn } from './pay/PayReturn.tsx';
import { RoomChargeForm, useRoomChargeConfig } from './pay/RoomCharge.tsx';
import { type PayReturnParams, payReturnOf, withoutPayReturn } from './pay/returnParams.ts';
import { roomLabels } from './pay/roomLabels.ts';
import { SentOrders } from './SentOrders.tsx';
import { ServiceCalls } from './ServiceCalls.tsx';
import { serviceLabels } from './service-labels.ts';
import { deviceId } from './storage.ts';
import type { GuestConfig } from './types.ts';
import { type Notice, useOrders } from './useOrders.ts';
import { usePointSession } from './usePointSession.ts';
import { useServiceDay } from './useServiceDay.ts';

/** Only guests who pay download the pay step: the first load stays within its budget. */
const ReceiptPage = lazy(() =>
  import('./pay/ReceiptPage.tsx').then((m) => ({ default: m.ReceiptPage })),
);
const PayStep = lazy(() => import('./pay/PayStep.tsx').then((m) => ({ default: m.PayStep })));

/** Told when the venue requires payment before confirming (besides the pay step shown). */
export type OnPaymentRequired = (orderId: number) => void;

const NoticeLine = ({
  notice,
  canPay,
  onDismiss,
}: {
  readonly notice: Notice;
  /** Online payment is on: the pay step is shown rather than "ask the staff". */
  readonly canPay: boolean;
  readonly onDismiss: () => void;
}) => {
  const t = useLabels(pointLabels);
  const p = useLabels(payLabels);
  const text =
    notice.kind === 'ko'
      ? notice.message || t.outOfHours
      : notice.kind === 'paymentRequired'
        ? canPay
          ? p.required
          : t.paymentRequired
        : t.failed;
  return (
    <div className={styles.notice} role="alert">
      <p>{text}</p>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        {t.dismiss}
      </button>
    </div>
  );
};

const Ordering = ({
  token,
  config: initial,
  onEnded,
  onPaymentRequired,
}: {
  readonly token: string;
  readonly config: GuestConfig;
  readonly onEnded: (error: unknown) => void;
  readonly onPaymentRequired?: OnPaymentRequired;
}) => {
  const { ws, lang } = useGuest();
  const t = useLabels(pointLabels);
  const p = useLabels(payLabels);
  const r = useLabels(roomLabels);
  const canPay = initial.PaymentActive;
  const [paying, setPaying] = useState<number | null>(null);
  const room = useRoomChargeConfig(ws, token, initial.Point.Kind === 'room');
  const [charging, setCharging] = useState<number | null>(null);
  const [back, setBack] = useState(() => payReturnOf(window.location.search));
  const [receipt, setReceipt] = useState<PayReturnParams | null>(null);
  const paymentRequired = useCallback(
    (orderId: number) => {
      if (canPay) setPaying(orderId);
      onPaymentRequired?.(orderId);
    },
    [canPay, onPaymentRequired],
  );
  const service = useServiceDay(ws, token, initial);
  const config = service.config;
  const orders = useOrders(ws, token, {
    onEnded,
    onPaymentRequired: paymentRequired,
    onVenueEvent: service.onEvent,
  });
  const leaveReturn = () => {
    setBack(null);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      pathname + withoutPayReturn(search) + hash,
    );
  };
  const [dish, setDish] = useState<Dish | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const device = deviceId();
  const open = openOrderOf(orders.orders);
  const sent = sentOrdersOf(orders.orders);
  const pointName = nameIn(config.Point.Name, lang);
  const currency = config.Currency;
  const title = fill(t.title, { point: pointName });
  useDocumentTitle(title);

  const openDish = useCallback((next: Dish) => {
    opener.current = document.activeElement as HTMLElement | null;
    setDish(next);
  }, []);
  const closeDish = () => {
    setDish(null);
    // The sheet is gone before the focus goes back to the dish that opened it.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const count = open?.Items.reduce((sum, i) => sum + i.Quantity, 0) ?? 0;
  const shown = paying === null ? undefined : orders.orders.get(paying);
  // Nothing left to pay: the step closes by itself (paid by another phone, emptied, sent).
  const payingOrder =
    shown &&
    shown.Items.length > 0 &&
    shown.PaymentStatus !== 'paid' &&
    shown.Status !== 'cancelled'
      ? shown
      : undefined;
  const charged = charging === null ? undefined : orders.orders.get(charging);
  // The charge is made (or the order was sent another way): the form closes by itself.
  const chargingOrder =
    charged && charged.Status === 'open' && charged.Items.length > 0 ? charged : undefined;
  const confirming = orders.pending.some((p) => p.kind === 'confirm' && p.orderId === open?.ID);

  if (receipt)
    return (
      <Suspense fallback={<Loading />}>
        <ReceiptPage token={token} paid={receipt} onBack={() => setReceipt(null)} />
      </Suspense>
    );

  return (
    <>
      <div className={styles.head}>
        <h1 className="page-title">{title}</h1>
        <p className={styles.subtitle}>{t.subtitle}</p>
        {!config.OrderingEnabled && <p className={styles.off}>{t.orderingOff}</p>}
        {config.OrderingEnabled && config.OrderingClosed === 'paused' && (
          <p className={styles.off} role="status" data-testid="ordering-paused">
            {(config.PauseMessage && nameIn(config.PauseMessage, lang)) || t.paused}
          </p>
        )}
        {config.OrderingEnabled && config.OrderingClosed === 'hours' && (
          <p className={styles.off}>{t.outOfHours}</p>
        )}
      </div>
      <ServiceCalls calls={service.calls} onCall={service.call} />
      {/* Kept in view while the guest scrolls the menu: the answer to a tap made far down. */}
      <div className={styles.notices}>
        {orders.waiting && (
          <p className={styles.waiting} role="status">
            {t.waiting}
          </p>
        )}
        {/* The pay step says it itself. */}
        {orders.notice && !(orders.notice.kind === 'paymentRequired' && payingOrder) && (
          <NoticeLine notice={orders.notice} canPay={canPay} onDismiss={orders.dismissNotice} />
        )}
      </div>
      {back && (
        <PayReturn
          token={token}
          back={back}
          order={orders.orders.get(back.order)}
          onConfirm={(id) => {
            orders.confirm(id);
            leaveReturn();
          }}
          onRetry={(id) => {
            leaveReturn();
            setPaying(id);
          }}
          onClose={leaveReturn}
          onReceipt={setReceipt}
        />
      )}
      {!back && payingOrder && (
        <Suspense fallback={<Loading />}>
          <PayStep
            token={token}
            order={payingOrder}
            device={device}
            required={config.PaymentRequired}
            onClose={() => {
              setPaying(null);
              orders.dismissNotice();
            }}
          />
        </Suspense>
      )}
      {!back && !payingOrder && chargingOrder && room && (
        <RoomChargeForm
          token={token}
          order={chargingOrder}
          config={room}
          onClose={() => setCharging(null)}
        />
      )}
      {!back &&
        !payingOrder &&
        !chargingOrder &&
        (canPay || room) &&
        open &&
        count > 0 &&
        open.PaymentStatus !== 'paid' && (
          <div className={styles.payNow}>
            {canPay && (
              <button type="button" className="button" onClick={() => setPaying(open.ID)}>
                {p.payNow}
              </button>
            )}
            {room && (
              <button
                type="button"
                className="button"
                onClick={() => setCharging(open.ID)}
                data-room-charge-offer=""
              >
                {r.offer}
              </button>
            )}
          </div>
        )}
      <SentOrders
        orders={sent}
        currency={currency}
        onPay={canPay ? (id) => setPaying(id) : undefined}
      />
      <div className={styles.layout}>
        <div className={styles.menu}>
          <PointMenu
            menuId={config.Point.MenuID}
            currency={currency}
            onOpen={openDish}
            isOut={service.isOut}
          />
        </div>
        <div className={styles.side}>
          <Cart
            order={open}
            device={device}
            currency={currency}
            sending={confirming}
            onRemove={orders.deleteItem}
            onConfirm={orders.confirm}
            onDelete={orders.deleteOrder}
            soldOut={(item) =>
              service.isOut('dish', item.MenuContentID) ||
              item.Extras.some((e) => service.isOut('extra', e.ExtraID))
            }
          />
        </div>
      </div>
      {open && count > 0 && (
        <a className={styles.bar} href="#cart">
          {fill(t.viewCart, { count, total: formatPrice(open.Total, lang, currency) ?? '' })}
        </a>
      )}
      {dish && (
        <DishSheet
          dish={liveDish(dish, service.isOut)}
          currency={currency}
          onClose={closeDish}
          onAdd={(item) => {
            orders.addItems([item]);
            closeDish();
          }}
        />
      )}
    </>
  );
};

/** /point: ordering from a table, a room or a sunbed (behaviour.md#ordering). */
export const PointPage = ({
  onPaymentRequired,
}: {
  readonly onPaymentRequired?: OnPaymentRequired;
}) => {
  const { ws } = useGuest();
  const t = useLabels(pointLabels);
  const { session, end, retry } = usePointSession(ws);
  const home = hrefOf(ws, { page: 'home' });
  return (
    <PageFrame backHref={home} wide>
      {session.status === 'loading' ? (
        <Loading />
      ) : session.status === 'failed' ? (
        <>
          <h1 className="page-title">{t.checkFailed}</h1>
          <LoadFailed onRetry={retry} />
        </>
      ) : session.status === 'ended' ? (
        <ScanAgain home={home} />
      ) : session.status === 'closed' ? (
        <PointClosed home={home} />
      ) : (
        <Ordering
          token={session.token}
          config={session.config}
          onEnded={end}
          onPaymentRequired={onPaymentRequired}
        />
      )}
    </PageFrame>
  );
};

const ScanAgain = ({ home }: { readonly home: string }) => {
  const t = useLabels(pointLabels);
  useDocumentTitle(t.scanAgain);
  return (
    <div data-scan-again="">
      <Message
        title={t.scanAgain}
        hint={t.scanAgainHint}
        action={
          <Link className="button" href={home}>
            {t.goHome}
          </Link>
        }
      />
    </div>
  );
};

/** An inactive point (behaviour.md#ordering): ordering is closed here, the staff take the order. */
const PointClosed = ({ home }: { readonly home: string }) => {
  const t = useLabels(pointLabels);
  const s = useLabels(serviceLabels);
  useDocumentTitle(s.closedTitle);
  return (
    <div data-point-closed="">
      <Message
        title={s.closedTitle}
        hint={s.closedHint}
        action={
          <Link className="button" href={home}>
            {t.goHome}
          </Link>
        }
      />
    </div>
  );
};
