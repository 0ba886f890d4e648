import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LANGUAGE_COOKIE } from '@tripsetu/domain/agent-api-wire.ts';
import { type BusPrice, busEarningPart } from '@tripsetu/domain/bus-booking.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { type HotelRate, hotelEarningPart } from '@tripsetu/domain/hotel-results.ts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { failure } from './gateway/envelope.ts';
import { registerGateway } from './gateway/gateway.routes.ts';
import { registerCompression } from './lib/compression.ts';
import { AppError } from './lib/errors.ts';
import { registerInputGuard } from './lib/input-guard.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerWebRoots } from './lib/web-roots.ts';
import { agencySummary } from './modules/agencies/agencies.repo.ts';
import { registerAgencyRoutes } from './modules/agencies/agencies.routes.ts';
import { createAgenciesService } from './modules/agencies/agencies.service.ts';
import { documentStore } from './modules/agencies/documents.ts';
import {
  carriesSessionCookie,
  registerCsrfGuard,
  registerSessionCookies,
  registerSessionResolver,
} from './modules/agents/agent-auth.ts';
import { registerAgentRoutes } from './modules/agents/agents.routes.ts';
import { createAgentsService } from './modules/agents/agents.service.ts';
import { registerBookingAdminRoutes } from './modules/bookings/booking-admin.routes.ts';
import { registerBookingServiceRoutes } from './modules/bookings/booking-services.routes.ts';
import { registerBookingRoutes } from './modules/bookings/bookings.routes.ts';
import { createBookingCore } from './modules/bookings/bookings.service.ts';
import { registerCancellationRequestRoutes } from './modules/bookings/cancellation-requests.routes.ts';
import { registerRescheduleRoutes } from './modules/bookings/reschedules.routes.ts';
import { registerBusBookingRoutes } from './modules/bus-bookings/bus-bookings.routes.ts';
import { createBusBookingsService } from './modules/bus-bookings/bus-bookings.service.ts';
import { createBusProduct } from './modules/bus-bookings/bus-product.ts';
import { registerBusRoutes } from './modules/buses/buses.routes.ts';
import { busSalesOpen, createBusesService } from './modules/buses/buses.service.ts';
import { createInventoryBusSupplier } from './modules/buses/inventory-supplier.ts';
import { registerAgencyGroupRoutes } from './modules/commissions/agency-groups.routes.ts';
import { createAgencyGroups } from './modules/commissions/agency-groups.ts';
import { createCommissionBook } from './modules/commissions/commission-book.ts';
import { registerCommissionRoutes } from './modules/commissions/commissions.routes.ts';
import { createCommissionsService } from './modules/commissions/commissions.service.ts';
import { registerPlatformMarkupRoutes } from './modules/commissions/platform-markups.routes.ts';
import { createPlatformMarkups } from './modules/commissions/platform-markups.ts';
import { createPlbPostPay } from './modules/commissions/plb-post-pay.ts';
import { registerCurrencyRateRoutes } from './modules/currencies/currency-rates.routes.ts';
import { createCurrencyRates } from './modules/currencies/currency-rates.ts';
import { createAirlinePnrs } from './modules/flight-bookings/airline-pnrs.ts';
import { registerFlightBookingRoutes } from './modules/flight-bookings/bookings.routes.ts';
import { createFlightBookingsService } from './modules/flight-bookings/bookings.service.ts';
import { createConsumerFlightBookingsService } from './modules/flight-bookings/consumer-bookings.service.ts';
import { flightOfflineOffers } from './modules/flight-bookings/flight-offline-quote.ts';
import { flightPricing } from './modules/flight-bookings/flight-pricing.ts';
import { createFlightProduct } from './modules/flight-bookings/flight-product.ts';
import { registerImportPnrRoutes } from './modules/flight-bookings/import-pnr.routes.ts';
import { flightVisitorProofs } from './modules/flight-bookings/visitor-proofs.ts';
import { registerFlightRoutes } from './modules/flights/flights.routes.ts';
import { createFlightsService } from './modules/flights/flights.service.ts';
import { createFlightInventory } from './modules/flights/inventory.repo.ts';
import { createSeriesBlocks } from './modules/flights/series-blocks.ts';
import { registerHotelBookingRoutes } from './modules/hotel-bookings/hotel-bookings.routes.ts';
import { createHotelBookingsService } from './modules/hotel-bookings/hotel-bookings.service.ts';
import { createHotelProduct } from './modules/hotel-bookings/hotel-product.ts';
import { registerHotelOptionRoutes } from './modules/hotels/hotel-options.routes.ts';
import { createHotelOptions } from './modules/hotels/hotel-options.ts';
import { registerHotelPhotoRoutes } from './modules/hotels/hotel-photos.routes.ts';
import { registerHotelRoutes } from './modules/hotels/hotels.routes.ts';
import { createHotelsService } from './modules/hotels/hotels.service.ts';
import { createInventoryHotelSupplier } from './modules/hotels/inventory-supplier.ts';
import { createSoldNightsView } from './modules/hotels/room-nights.ts';
import { createIdentityService } from './modules/identity/identity.service.ts';
import { outboxSmsProvider, type SmsProvider } from './modules/identity/sms.ts';
import { registerMailRoutes } from './modules/mail/mail.routes.ts';
import { createMailService, type MailTransport, smtpTransport } from './modules/mail/mail.service.ts';
import { registerMarkupRoutes } from './modules/markups/markups.routes.ts';
import { createMarkupsService } from './modules/markups/markups.service.ts';
import { registerOfflineRequestRoutes } from './modules/offline-requests/offline-requests.routes.ts';
import { createOfflineRequestsService } from './modules/offline-requests/offline-requests.service.ts';
import { registerHolidayRoutes } from './modules/packages/holidays.routes.ts';
import { registerMediaRoutes } from './modules/packages/media.routes.ts';
import { PackageCatalogue } from './modules/packages/packages.catalogue.ts';
import { createPackagesService } from './modules/packages/packages.service.ts';
import { refundBookingPayment } from './modules/payments/booking-payments.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { configuredProvider } from './modules/payments/providers.ts';
import { registerSandboxGateway } from './modules/payments/sandbox.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { registerSeriesFareRoutes } from './modules/series-fares/series-fares.routes.ts';
import { createSeriesFaresService } from './modules/series-fares/series-fares.service.ts';
import { registerSupportRoutes } from './modules/support/support.routes.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { registerVisaRoutes } from './modules/visas/visas.routes.ts';
import { createVisasService } from './modules/visas/visas.service.ts';
import { registerBankAccountRoutes } from './modules/wallet/bank-accounts.routes.ts';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: Logger;
  /** India's business date; tests pin it. */
  today?: () => string;
  /** Overrides the SMTP transport built from SMTP_URL. */
  mailTransport?: MailTransport;
  /** Overrides the demo SMS provider. */
  smsProvider?: SmsProvider;
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const logger =
    options.logger ??
    pino({
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'sessiontoken', 'otp'],
    });
  const today = options.today ?? (() => todayInIndia());

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const catalogue = new PackageCatalogue();
  await catalogue.load(database.db);
  const mail = createMailService({
    db: database.db,
    from: config.MAIL_FROM,
    transport: options.mailTransport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : undefined),
    logger,
    pollMs: config.MAIL_POLL_MS,
  });
  const sms = options.smsProvider ?? outboxSmsProvider(logger, { demo: config.DEMO_MODE });
  const packages = createPackagesService({ db: database.db, catalogue, mail, sms, today, publicUrl: config.publicUrl });
  const identity = createIdentityService({ db: database.db, sms, mail, publicUrl: config.publicUrl });
  const agents = createAgentsService({
    db: database.db,
    mail,
    sms,
    publicUrl: config.publicUrl,
    logger,
    sessions: {
      idleMs: config.AGENT_SESSION_IDLE_MINUTES * 60 * 1000,
      absoluteMs: 12 * 60 * 60 * 1000,
      // The warning never takes more than half of a (short, test-sized) idle window.
      warningSeconds: Math.min(
        config.AGENT_SESSION_WARNING_SECONDS,
        Math.floor(config.AGENT_SESSION_IDLE_MINUTES * 30),
      ),
    },
    // The session's agency, read from the agencies' tables (the agencies service is built on this one).
    agencySummary: (agencyId) => agencySummary(database.db, agencyId),
  });
  const agencies = createAgenciesService({
    db: database.db,
    agents,
    documents: documentStore(path.join(config.DATA_DIR, 'uploads')),
    mail,
    sms,
    publicUrl: config.publicUrl,
  });
  /** The owner to write to about the agency's money, read in the caller's transaction (PGlite has one connection, and a pool's would run out under load). */
  const agencyEmail = async (agencyId: number, trx: Transaction<Database>) => {
    const owner = await agents.ownerOf(agencyId, trx);
    const agency = await agencies.summary(agencyId, trx);
    return owner && agency ? { email: owner.email, firstName: owner.first_name, companyName: agency.name } : undefined;
  };
  const wallet = createWalletService({
    db: database.db,
    mail,
    publicUrl: config.publicUrl,
    today,
    agencyEmail,
  });

  // Flights: one inventory (seats sold, seats chosen, agent series fare blocks) that the search prices with and
  // the bookings sell.
  const seriesBlocks = createSeriesBlocks({ db: database.db });
  await seriesBlocks.load();
  const flightInventory = createFlightInventory({ db: database.db, today, series: seriesBlocks });
  await flightInventory.load();
  const flights = createFlightsService({
    db: database.db,
    mail,
    logger,
    today,
    soldSeats: flightInventory.soldSeats,
    seriesFares: seriesBlocks.lookup,
  });
  await flights.load();
  const resolveFlights = flightPricing({ supplier: flights.ownInventory, today });
  // Commission rules the back office keeps, in memory for pricing and reloaded on every change (decision 034).
  const commissionBook = createCommissionBook({ db: database.db, today });
  await commissionBook.load();
  const commissions = createCommissionsService({ db: database.db, book: commissionBook, today });
  const agencyGroups = createAgencyGroups({ db: database.db, book: commissionBook });
  const platformMarkups = createPlatformMarkups({ db: database.db, book: commissionBook });
  const currencyRates = createCurrencyRates({ db: database.db, today });
  const seriesFares = createSeriesFaresService({
    db: database.db,
    blocks: seriesBlocks,
    network: flights.network,
    today,
    forgetPriced: flights.forgetPriced,
  });
  // Buses: the operator's own inventory behind a supplier interface (decision 030).
  const busSupplier = createInventoryBusSupplier({ today });
  const busEarnings = (agencyId: number, price: BusPrice) =>
    commissionBook.earnings(agencyId, 'BUS', [busEarningPart(price)]);
  const buses = createBusesService({ db: database.db, supplier: busSupplier, today, earnings: busEarnings });
  await buses.load();
  // Hotels: TripSetu's contracted inventory behind a supplier interface (decision 032).
  const hotelSupplier = createInventoryHotelSupplier();
  // The rooms sold through TripSetu per night, in memory for the search (decision 033).
  const soldNights = createSoldNightsView({ db: database.db, today });
  await soldNights.load();
  const hotelEarnings = (agencyId: number, rate: HotelRate) =>
    commissionBook.earnings(agencyId, 'HOTEL', [hotelEarningPart(rate)]);
  const hotels = createHotelsService({
    supplier: hotelSupplier,
    earnings: hotelEarnings,
    today,
    sold: soldNights.sold,
    soldVersion: soldNights.version,
  });
  // Reservations airlines made outside TripSetu, which agencies import (decision 026; the demo seeds a few).
  const airlinePnrs = createAirlinePnrs({
    db: database.db,
    inventory: flightInventory,
    resolve: resolveFlights,
    search: flights.search,
    now: () => Date.now(),
  });
  // The gateway PAYMENT_PROVIDER names (decision 010): the sandbox in demo mode, else none until a live one is added.
  // Offline requests' flights: the back office's list and quote, and the quote accepted as a hold (decision 028).
  const offlineOffers = flightOfflineOffers({
    resolve: resolveFlights,
    search: flights.search,
    network: flights.network,
    inventory: flightInventory,
    today,
    now: () => Date.now(),
  });
  const gateway = await configuredProvider(config.PAYMENT_PROVIDER, database.db);
  // The booking core sells every product: each implements its product interface (decision 022).
  const bookings = createBookingCore({
    db: database.db,
    wallet,
    mail,
    logger,
    today,
    publicUrl: config.publicUrl,
    // A traveller's cancellation is refunded to the payment the booking was paid with (decision 023).
    refundPayment: (trx, input) => refundBookingPayment(gateway.provider, trx, input),
    attachDocument: (file, owner, work) => agencies.attachDocument(file, owner, work),
    products: [
      createFlightProduct({
        resolve: resolveFlights,
        search: flights.search,
        inventory: flightInventory,
        today,
        now: () => Date.now(),
        quoted: offlineOffers.quotable,
        commissions: commissionBook,
      }),
      // Buses (decision 031): a block booked and paid at once, cancelled by the operator's policy.
      createBusProduct({
        supplier: busSupplier,
        earnings: busEarnings,
        today,
        now: () => Date.now(),
        open: busSalesOpen(() => Date.now()),
        refresh: buses.refreshSeats,
      }),
      // Hotels (decision 033): a rate booked and paid at once, the rooms claimed per night, cancelled by its policy.
      createHotelProduct({
        supplier: hotelSupplier,
        earnings: hotelEarnings,
        today,
        now: () => Date.now(),
        refresh: soldNights.refresh,
      }),
    ],
  });
  const reports = createReportsService({ db: database.db, summarize: bookings.summarize, today });
  const flightBookings = createFlightBookingsService({
    db: database.db,
    commissions: commissionBook,
    core: bookings,
    resolve: resolveFlights,
    inventory: flightInventory,
    mail,
    logger,
    agencyLogo: (agencyId) => agencies.logo(agencyId),
  });
  const busBookings = createBusBookingsService({
    db: database.db,
    core: bookings,
    mail,
    logger,
    agencyLogo: (agencyId) => agencies.logo(agencyId),
  });
  const hotelBookings = createHotelBookingsService({
    db: database.db,
    core: bookings,
    mail,
    logger,
    agencyLogo: (agencyId) => agencies.logo(agencyId),
  });
  const stopHoldExpiry = config.HOLD_EXPIRY_MS > 0 ? bookings.startHoldExpiry(config.HOLD_EXPIRY_MS) : () => {};
  // PLB post pay: travelled bookings' promised PLB credited to the wallet once, less TDS (decision 034).
  const plbPostPay = createPlbPostPay({ db: database.db, wallet, logger });
  const stopPlbPostPay = config.PLB_POST_PAY_MS > 0 ? plbPostPay.start(config.PLB_POST_PAY_MS) : () => {};
  const payments = createPaymentsService({
    db: database.db,
    wallet,
    provider: gateway.provider,
    mail,
    publicUrl: config.publicUrl,
    logger,
    bookings,
    agencyEmail,
  });
  // Travellers' flight bookings: the agents' rules and inventory, paid through the gateway (decision 015).
  const consumerFlights = createConsumerFlightBookingsService({
    db: database.db,
    bookings: flightBookings,
    payments,
    core: bookings,
  });
  // Support threads: agencies' and travellers' (about their own flight bookings, decision 027), one queue.
  const support = createSupportService({
    db: database.db,
    agents,
    mail,
    publicUrl: config.publicUrl,
    travellerBooking: (traveller, transactionId) => consumerFlights.booking(traveller, transactionId),
  });
  registerSecurityHeaders(app, { https: config.secureCookies });
  await registerCompression(app);
  registerSessionCookies(app, { httpsOnly: config.secureCookies });
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  await app.register(cookie);
  await app.register(multipart);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TripSetu API',
        version: '0.1.0',
        description: 'The consumer gateway contract (consumer-site.md §7) and the REST API of the agent portal.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const isGateway = request.url.startsWith('/gateway/');
    let status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
    let message = error.message;
    let fields: Record<string, string> | undefined = error instanceof AppError ? error.fields : undefined;
    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      message = 'Invalid request';
      fields = Object.fromEntries(
        error.validation.map((issue) => [
          issue.instancePath.replace(/^\//, '') || 'body',
          issue.message ?? 'Invalid value',
        ]),
      );
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      message = 'Something went wrong. Please try again.';
      fields = undefined;
    }
    // Refused before its body was read whole (a multipart limit): the rest of it must not be taken
    // for the next request on this connection, so the connection ends with the answer.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (isGateway) return reply.code(status).send(failure(status, message, fields));
    // A business refusal names itself (kind) and what it tells (details) apart from the field messages.
    const business = status < 500 && error instanceof AppError ? error.businessCode : undefined;
    const named = business ? { kind: business, details: (error as AppError).details } : {};
    return reply.code(status).send({ error: { code: status, message, ...named, ...(fields ? { fields } : {}) } });
  });

  // Liveness: the process answers. Readiness (/healthz): the database answers too.
  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // `dataPages`: whether results and package pages are drawn with their data yet (loaded after listening).
  let dataPages: () => string = () => 'none';
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.selectFrom('packages').select('package_id').limit(1).execute();
    return { status: 'ok', database: database.kind, dataPages: dataPages() };
  });

  const demoOutbox = config.DEMO_MODE;
  const visas = createVisasService({
    db: database.db,
    mail,
    wallet,
    attachDocuments: (files, owner, work) => agencies.attachDocuments(files, owner, work),
    publicUrl: config.publicUrl,
    today,
  });
  const offline = createOfflineRequestsService({
    db: database.db,
    mail,
    publicUrl: config.publicUrl,
    offers: offlineOffers,
    core: bookings,
    travellerBooking: (traveller, transactionId) => consumerFlights.booking(traveller, transactionId),
    today,
  });
  registerInputGuard(app);
  // A visitor proves a traveller's flight booking with its mobile or e-mail and a code (decision 029).
  const flightProofs = flightVisitorProofs({ db: database.db, sms, mail });
  registerGateway(app, {
    packages,
    identity,
    flights,
    consumerFlights,
    flightProofs,
    support,
    offline,
    demoOutbox,
    today,
  });
  registerMediaRoutes(app, { catalogue });
  registerCsrfGuard(app, config.publicUrl);
  registerSessionResolver(app, agents);
  registerAgentRoutes(app, { agents });
  registerAgencyRoutes(app, { agencies });
  registerSupportRoutes(app, { support });
  registerHolidayRoutes(app, { packages, today });
  registerWalletRoutes(app, { wallet, db: database.db });
  registerBankAccountRoutes(app, { db: database.db });
  registerPaymentRoutes(app, { payments, db: database.db });
  registerFlightRoutes(app, { flights, rates: currencyRates });
  registerBusRoutes(app, { buses });
  registerHotelRoutes(app, { hotels });
  registerHotelPhotoRoutes(app, { supplier: hotelSupplier });
  registerHotelOptionRoutes(app, {
    options: createHotelOptions({
      db: database.db,
      mail,
      logger,
      hotels,
      rates: currencyRates,
      agencyLogo: (id) => agencies.logo(id),
    }),
  });
  registerFlightBookingRoutes(app, { bookings: flightBookings });
  registerBusBookingRoutes(app, { bookings: busBookings });
  registerHotelBookingRoutes(app, { bookings: hotelBookings });
  registerCommissionRoutes(app, { commissions });
  registerAgencyGroupRoutes(app, { groups: agencyGroups });
  registerPlatformMarkupRoutes(app, { markups: platformMarkups });
  registerCurrencyRateRoutes(app, { rates: currencyRates });
  registerSeriesFareRoutes(app, { seriesFares });
  registerMarkupRoutes(app, { markups: createMarkupsService({ db: database.db }) });
  registerReportRoutes(app, { reports });
  registerBookingRoutes(app, {
    core: bookings,
    desks: { FLIGHT: flightBookings, BUS: busBookings, HOTEL: hotelBookings },
  });
  registerCancellationRequestRoutes(app, { core: bookings });
  registerBookingAdminRoutes(app, { core: bookings });
  registerRescheduleRoutes(app, { core: bookings });
  registerImportPnrRoutes(app, { core: bookings });
  registerOfflineRequestRoutes(app, { offline });
  registerVisaRoutes(app, { visas });
  registerBookingServiceRoutes(app, { core: bookings });
  if (gateway.name === 'sandbox') registerSandboxGateway(app, { db: database.db, provider: gateway.provider });
  registerMailRoutes(app, { mail, identity, enabled: demoOutbox });
  dataPages = await registerWebRoots(app, config.webRoot, {
    // The portal's sign-in page comes drawn signed out and in English (decision 018): not for anyone else.
    '/agent/': (request) => !carriesSessionCookie(request) && (request.cookies[LANGUAGE_COOKIE] ?? 'en') === 'en',
  });

  app.addHook('onClose', async () => {
    stopHoldExpiry();
    stopPlbPostPay();
    await mail.stop();
  });

  return {
    app,
    services: {
      packages,
      mail,
      catalogue,
      identity,
      agents,
      agencies,
      support,
      wallet,
      payments,
      flights,
      bookings,
      flightBookings,
      consumerFlights,
      airlinePnrs,
      offline,
      buses,
      hotels,
      hotelSupplier,
      soldNights,
      commissions,
      agencyGroups,
      platformMarkups,
      currencyRates,
      visas,
      seriesFares,
      plbPostPay,
      reports,
    },
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
