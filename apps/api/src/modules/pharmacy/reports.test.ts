import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE } from '@hospital/contract/fields';
import { DAY_REPORT_CSV_COLUMNS, REPORT_SECTION_MESSAGE, type PharmacyDayReport } from '@hospital/contract/pharmacy';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { newId } from '../../lib/ids.js';
import { useTestApp } from '../../test/test-app.js';
import {
  formularyMedicine,
  medicineLine,
  receiveStock,
  signedPrescriptionFor,
  type TestMedicine,
} from './pharmacy-testing.js';
import { takeStockForLine } from './stock.service.js';

const { ctx, call, pharmacist, patient, deliveryboy } = useTestApp({
  signedIn: ['pharmacist', 'patient', 'deliveryboy'],
});

// A day in the past, so the figures do not depend on when the test runs; times are Dhaka's (+06:00).
const DAY = '2026-03-10';
const at = (time: string, date = DAY) => new Date(`${date}T${time}:00+06:00`);

let medicine: TestMedicine;
const orders: Record<'delivered' | 'online' | 'counter' | 'failed' | 'yesterday', { id: string; no: number }> =
  {} as never;

beforeAll(async () => {
  medicine = await formularyMedicine(ctx, { brand: 'Reportamol', generic: 'Paracetamol', strength: '500 mg' });
  const { prescription } = await signedPrescriptionFor(ctx, { patient, lines: [medicineLine(medicine)] });
  const insert = async (
    key: keyof typeof orders,
    fields: { state: string; created: Date; fulfilment: 'pickup' | 'delivery'; method: 'online' | 'cash' },
    extra: ReturnType<typeof sql>,
  ) => {
    const id = newId();
    const delivery = fields.fulfilment === 'delivery';
    await changeStoredRows(
      ctx.database.db,
      sql`insert into pharmacy_orders (id, prescription_id, patient_ref, account_id, state, fulfilment, area, address,
                                       contact, payment_method, created_at)
          values (${id}, ${prescription._id}, ${patient.patient.id}, ${patient.user.id}, ${fields.state},
                  ${fields.fulfilment}, ${delivery ? 'mirpur' : null}, ${delivery ? 'House 4, Road 2' : null},
                  ${delivery ? '01712345678' : null}, ${fields.method}, ${fields.created})`,
    );
    await changeStoredRows(ctx.database.db, sql`update pharmacy_orders set ${extra} where id = ${id}`);
    await changeStoredRows(
      ctx.database.db,
      sql`insert into pharmacy_order_lines (order_id, line_id, prescription_id, position, name, medicine_id, quantity)
          values (${id}, ${prescription.medicines[0]!.lineId}, ${prescription._id}, 0, 'Reportamol', ${medicine.id}, 2)`,
    );
    // Each order holds the prescription's only line: release it so the next order may hold it too.
    await changeStoredRows(
      ctx.database.db,
      sql`update pharmacy_order_lines set released = true where order_id = ${id}`,
    );
    const [row] = await storedRows<{ order_no: number }>(
      ctx.database.db,
      sql`select order_no from pharmacy_orders where id = ${id}`,
    );
    orders[key] = { id, no: Number(row!.order_no) };
  };
  const rider = deliveryboy.user.id;
  await insert(
    'delivered',
    { state: 'delivered', created: at('09:00'), fulfilment: 'delivery', method: 'cash' },
    sql`payment_status = 'paid', paid_via = 'cash', paid_at = ${at('15:00')}, subtotal_poisha = 12450,
        total_taka = 125, rider_id = ${rider}, picked_up_at = ${at('14:00')}, delivered_at = ${at('15:00')},
        closed_at = ${at('15:00')}, cash_collected_taka = 125`,
  );
  await insert(
    'online',
    { state: 'collected', created: at('10:00'), fulfilment: 'pickup', method: 'online' },
    sql`payment_status = 'paid', paid_via = 'online', paid_at = ${at('11:00')}, total_taka = 300,
        closed_at = ${at('12:00')}`,
  );
  await insert(
    'counter',
    { state: 'collected', created: at('11:00'), fulfilment: 'pickup', method: 'cash' },
    sql`payment_status = 'paid', paid_via = 'cash', paid_at = ${at('13:00')}, total_taka = 80,
        cash_collected_taka = 80, closed_at = ${at('13:00')}`,
  );
  await insert(
    'failed',
    { state: 'failed', created: at('12:00'), fulfilment: 'delivery', method: 'cash' },
    sql`total_taka = 50, rider_id = ${rider}, picked_up_at = ${at('16:00')}, failure_reason = 'unreachable'`,
  );
  await insert(
    'yesterday',
    { state: 'received', created: at('23:30', '2026-03-09'), fulfilment: 'pickup', method: 'cash' },
    sql`version = 1`,
  );
  const closeId = newId();
  await changeStoredRows(
    ctx.database.db,
    sql`insert into cash_closes (id, rider_id, closed_by, expected_taka, counted_taka, order_count, created_at)
        values (${closeId}, ${rider}, ${pharmacist.user.id}, 125, 120, 1, ${at('18:00')})`,
  );
  await changeStoredRows(
    ctx.database.db,
    sql`update pharmacy_orders set cash_close_id = ${closeId} where id = ${orders.delivered.id}`,
  );

  // The day's stock: a batch received at 8:00 and the delivered order's fill at 9:30.
  const { batchId } = await receiveStock(ctx, {
    medicineId: medicine.id,
    quantity: 20,
    unitPricePoisha: 6225,
    batchNo: 'RP-1',
    expiryDate: '2099-12-31',
    receivedBy: pharmacist.user.id,
  });
  await ctx.database.db.transaction((tx) =>
    takeStockForLine(tx, {
      orderId: orders.delivered.id,
      lineId: newId(),
      medicineId: medicine.id,
      quantity: 2,
      byUser: pharmacist.user.id,
      today: DAY,
    }),
  );
  await changeStoredRows(
    ctx.database.db,
    sql`update stock_movements set at = case when kind = 'received' then ${at('08:00')}::timestamptz
                                            else ${at('09:30')}::timestamptz end
        where batch_id = ${batchId}`,
  );
});

describe('the day report', () => {
  it('when a day had orders, sales, deliveries and movements, then the report counts them by Dhaka day', async () => {
    const res = await call(pharmacist, 'GET', `/pharmacy/reports/day?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    const report = res.json().data as PharmacyDayReport;
    expect(report.date).toBe(DAY);
    expect(report.orders.map((o) => o.orderNo)).toEqual([
      orders.delivered.no,
      orders.online.no,
      orders.counter.no,
      orders.failed.no,
    ]);
    expect(report.orders[0]).toMatchObject({
      _id: orders.delivered.id,
      state: 'delivered',
      patient: { _id: patient.patient.id, name: 'Test patient' },
      fulfilment: 'delivery',
      area: 'mirpur',
      paymentStatus: 'paid',
      items: 1,
      totalTaka: 125,
      rider: { _id: deliveryboy.user.id, name: 'Test deliveryboy' },
    });
    expect(report.sales).toEqual([
      { paidVia: 'online', orders: 1, totalTaka: 300 },
      { paidVia: 'cash', orders: 2, totalTaka: 205 },
      { paidVia: 'unpaid', orders: 0, totalTaka: 0 },
    ]);
    expect(report.counterCashTaka).toBe(80);
    expect(report.riders).toEqual([
      {
        rider: { _id: deliveryboy.user.id, name: 'Test deliveryboy' },
        delivered: 1,
        failed: 1,
        cashTaka: 125,
        closedTaka: 120,
      },
    ]);
    expect(report.movements).toEqual([
      {
        at: at('08:00').toISOString(),
        medicine: { _id: medicine.id, brand: 'Reportamol', generic: 'Paracetamol', strength: '500 mg', form: 'tablet' },
        batchNo: 'RP-1',
        kind: 'received',
        quantity: 20,
        orderNo: null,
      },
      expect.objectContaining({
        at: at('09:30').toISOString(),
        kind: 'dispensed',
        quantity: -2,
        orderNo: orders.delivered.no,
      }),
    ]);
  });

  it('when another day is asked for, then only its own orders are in it', async () => {
    const report = (await call(pharmacist, 'GET', '/pharmacy/reports/day?date=2026-03-09')).json()
      .data as PharmacyDayReport;
    expect(report.orders.map((o) => o._id)).toEqual([orders.yesterday.id]);
    expect(report.sales.every((row) => row.orders === 0)).toBe(true);
    expect(report.riders).toEqual([]);
    expect(report.movements).toEqual([]);
  });

  it('when no date is given, then the report is of today', async () => {
    const res = await call(pharmacist, 'GET', '/pharmacy/reports/day');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.json().data.date).not.toBe(DAY);
  });
});

describe('the day report as CSV', () => {
  it('when a section is downloaded, then it is a CSV file with a byte order mark, its columns and one line per row', async () => {
    const res = await call(pharmacist, 'GET', `/pharmacy/reports/day.csv?date=${DAY}&section=orders`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pharmacy-orders-${DAY}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(DAY_REPORT_CSV_COLUMNS.orders.join(','));
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines[1]).toBe(
      `M-${orders.delivered.no},"10 Mar 2026, 9:00 AM",delivered,Test patient,delivery,Mirpur,cash,paid,1,125,Test deliveryboy`,
    );
    expect(lines.at(-1)).toBe('');
  });

  it('when the movements and sales sections are downloaded, then each has its own columns', async () => {
    const movements = await call(pharmacist, 'GET', `/pharmacy/reports/day.csv?date=${DAY}&section=movements`);
    expect(movements.body.slice(1).split('\r\n').slice(0, 3)).toEqual([
      DAY_REPORT_CSV_COLUMNS.movements.join(','),
      '"10 Mar 2026, 8:00 AM",Reportamol,Paracetamol,500 mg,RP-1,received,20,',
      `"10 Mar 2026, 9:30 AM",Reportamol,Paracetamol,500 mg,RP-1,dispensed,-2,M-${orders.delivered.no}`,
    ]);
    const sales = await call(pharmacist, 'GET', `/pharmacy/reports/day.csv?date=${DAY}&section=sales`);
    expect(sales.body).toBe('\uFEFFpaid_via,orders,total_taka\r\nonline,1,300\r\ncash,2,205\r\nunpaid,0,0\r\n');
    const riders = await call(pharmacist, 'GET', `/pharmacy/reports/day.csv?date=${DAY}&section=riders`);
    expect(riders.body).toBe('\uFEFFrider,delivered,failed,cash_taka,closed_taka\r\nTest deliveryboy,1,1,125,120\r\n');
  });

  it.each(['9999-12-31', '2026-02-30', 'today'])(
    'when the date is %s, then 400 says how to write a date, and nothing is reckoned from it',
    async (date) => {
      const res = await call(pharmacist, 'GET', `/pharmacy/reports/day?date=${date}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(DATE_FORMAT_MESSAGE);
    },
  );

  it('when the section is not one of the four, then 400 says which are', async () => {
    const res = await call(pharmacist, 'GET', `/pharmacy/reports/day.csv?date=${DAY}&section=cash`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REPORT_SECTION_MESSAGE);
  });
});
