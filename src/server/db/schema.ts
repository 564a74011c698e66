import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { TDetectedObject, TImageEngine } from "../../shared/contracts/images";
import { RECORDING_MAX_BYTES } from "../../shared/contracts/story-recordings";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const userRef = (name = "user_id") =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    emailVerified: text("email_verified").notNull().default("false"),
    emailVerificationToken: text("email_verification_token"),
    emailVerificationExpires: timestamp("email_verification_expires", { withTimezone: true }),
    /**
     * SHA-256 of a random value kept in the session of the browser that signed up: the
     * confirmation link opened there signs in too (`auth/verify-email.ts`), for the 48 hours of the
     * sign-up's link from `created_at`. Cleared with the token.
     */
    emailVerificationBrowser: text("email_verification_browser"),
    passwordResetToken: text("password_reset_token"),
    passwordResetExpires: timestamp("password_reset_expires", { withTimezone: true }),
    pendingPasswordHash: text("pending_password_hash"),
    /** The visitor id of the browser that signed up: its pictures move at the first sign-in. */
    signupVisitorId: text("signup_visitor_id"),
    /**
     * The language the visitor used to sign up ('en', 'es', …): the family's mail is written in it
     * while no language is set in Account Settings (`settings/family-language.ts`).
     */
    signupLanguage: text("signup_language"),
    /** Sessions signed in before this moment are ended (set by a password reset). */
    sessionsRevokedAt: timestamp("sessions_revoked_at", { withTimezone: true }),
    /** Set when the admin blocks the account: it can no longer sign in or reach anyone. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    authProvider: text("auth_provider").notNull().default("local"),
    googleId: text("google_id"),
    subscriptionPlan: text("subscription_plan").notNull().default("free"),
    paypalCustomerId: text("paypal_customer_id"),
    paypalSubscriptionId: text("paypal_subscription_id"),
    subscriptionStatus: text("subscription_status").notNull().default("active"),
    subscriptionEndDate: timestamp("subscription_end_date", { withTimezone: true }),
    monthlyImagesUsed: integer("monthly_images_used").notNull().default(0),
    monthlyStoriesUsed: integer("monthly_stories_used").notNull().default(0),
    lastUsageReset: timestamp("last_usage_reset", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${table.email})`),
    uniqueIndex("users_google_id_key").on(table.googleId),
    index("users_email_verification_token_idx").on(table.emailVerificationToken),
    index("users_password_reset_token_idx").on(table.passwordResetToken),
    index("users_subscription_end_idx").on(table.subscriptionEndDate),
    /** The admin console's newest-first user pages. */
    index("users_created_idx").on(table.createdAt, table.id),
  ],
);

/** Server-side session rows shared by every server process. */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    /** The signed-in user (copied from `sess`), so all of a user's sessions can be ended. */
    userId: text("user_id"),
  },
  (table) => [
    index("sessions_expire_idx").on(table.expire),
    index("sessions_user_idx").on(table.userId),
  ],
);

/** Fixed-window counters behind the sign-in, sign-up, reset and resend limits (all processes). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limit_counters_window_idx").on(table.windowStart),
  ],
);

export const userSessions = pgTable(
  "user_sessions",
  {
    id: id(),
    userId: userRef(),
    loginTime: timestamp("login_time", { withTimezone: true }).notNull().defaultNow(),
    logoutTime: timestamp("logout_time", { withTimezone: true }),
    sessionDuration: integer("session_duration"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (table) => [index("user_sessions_user_idx").on(table.userId, table.loginTime)],
);

export const userActivity = pgTable(
  "user_activity",
  {
    id: id(),
    userId: userRef(),
    activityType: text("activity_type").notNull(),
    activityData: jsonb("activity_data"),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("user_activity_user_idx").on(table.userId, table.timestamp),
    index("user_activity_time_idx").on(table.timestamp),
  ],
);

export const appSettings = pgTable("app_settings", {
  id: id(),
  userId: userRef().unique(),
  faceSwapEnabled: text("face_swap_enabled").notNull().default("false"),
  /** Mirrors the one active face photo; cleared when that photo is deleted. */
  activeFacePhotoId: text("active_face_photo_id").references((): AnyPgColumn => facePhotos.id, {
    onDelete: "set null",
  }),
  animalFaceMode: text("animal_face_mode").notNull().default("false"),
  preferredAnimal: text("preferred_animal").notNull().default("cat"),
  gender: text("gender"),
  age: integer("age"),
  profileIcon: text("profile_icon"),
  /** The child's name or nickname, signed on cards and shown on messages (the parent's never). */
  childName: text("child_name"),
  speakingLevel: text("speaking_level").notNull().default("clear"),
  /** A grown-up's switch: 'false' stops messages both ways and hides the Messages menu. */
  messagesEnabled: text("messages_enabled").notNull().default("true"),
  /** A grown-up's consent: a child's words or pictures may go to an outside engine. */
  outsideEnginesAllowed: text("outside_engines_allowed").notNull().default("false"),
  /** The family's language ('en', 'es', …); null follows the device's. */
  language: text("language"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const stories = pgTable(
  "stories",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    scenes: jsonb("scenes").notNull().default([]),
    mood: text("mood").notNull().default("happy"),
    colorTheme: text("color_theme").notNull().default("rainbow"),
    createdAt: createdAt(),
  },
  (table) => [index("stories_user_idx").on(table.userId, table.createdAt)],
);

/**
 * A grown-up's own voice reading one page of a saved story (`page`: the book page's position,
 * 0 the title page). One per page; it goes with the story and with the account.
 */
export const storyRecordings = pgTable(
  "story_recordings",
  {
    id: id(),
    storyId: text("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    userId: userRef(),
    page: integer("page").notNull(),
    audioFile: text("audio_file").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /**
     * The file's size, counted against the family's recording room. Rows kept before sizes were
     * recorded count as the largest a recording may be.
     */
    byteSize: integer("byte_size").notNull().default(RECORDING_MAX_BYTES),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("story_recordings_story_page_key").on(table.storyId, table.page),
    index("story_recordings_user_idx").on(table.userId),
  ],
);

/** Raw bytes (PostgreSQL `bytea`): a printed book's PDF while it waits to be downloaded. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A printed book asked for (`book-pdf/book-print-queue.ts`): one row per story, a queue of its
 * own. `queued` books wait in `queued_at` order; at most a few are `printing` at once across every
 * process (the printing one's `heartbeat_at` moves while it prints, so one a stopped process left
 * is taken up again); a `ready` book keeps its PDF until it is swept an hour after.
 */
export const bookPrints = pgTable(
  "book_prints",
  {
    id: id(),
    storyId: text("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    userId: userRef(),
    state: text("state").$type<"queued" | "printing" | "ready" | "failed">().notNull(),
    pagesDone: integer("pages_done").notNull().default(0),
    pagesTotal: integer("pages_total").notNull(),
    /** Tries started (a try cut off by a stopped process is counted). */
    tries: integer("tries").notNull().default(0),
    pdf: bytes("pdf"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("book_prints_story_key").on(table.storyId),
    index("book_prints_user_idx").on(table.userId),
    index("book_prints_state_idx").on(table.state, table.queuedAt),
  ],
);

/**
 * A picture. It belongs to a user, or to a visitor (by the visitor id kept in their session)
 * until that browser signs in. Story scene pictures carry their story and stay out of the gallery.
 */
export const generatedImages = pgTable(
  "generated_images",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id"),
    storyId: text("story_id").references(() => stories.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    imageFile: text("image_file").notNull(),
    thumbnailFile: text("thumbnail_file").notNull(),
    faceSwappedFile: text("face_swapped_file"),
    /** The face-swapped version's small WebP, made like `thumbnailFile`; null on older swaps. */
    faceSwappedThumbnailFile: text("face_swapped_thumbnail_file"),
    provider: text("provider").notNull(),
    /** Which engine drew it: "builtin" (free) or "api" (an image model, costed by the admin). */
    engine: text("engine").$type<TImageEngine>().notNull().default("builtin"),
    detectedObjects: jsonb("detected_objects").$type<TDetectedObject[]>().notNull().default([]),
    /** A story scene's picture: never in the gallery; swept after 24 hours if no story keeps it. */
    isStoryScene: boolean("is_story_scene").notNull().default(false),
    /** A picture first drawn offline: the device's id for it, so a retry never makes a second. */
    offlineKey: text("offline_key"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("generated_images_offline_key_idx").on(table.offlineKey),
    index("generated_images_user_idx").on(table.userId, table.createdAt),
    index("generated_images_visitor_idx").on(table.visitorId, table.createdAt),
    index("generated_images_story_idx").on(table.storyId),
    /** This month's pictures, for the admin console's costs. */
    index("generated_images_created_idx").on(table.createdAt),
    /** Pictures an image model drew, per family and in all: the admin's engine costs. */
    index("generated_images_api_user_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.engine} = 'api'`),
    index("generated_images_api_created_idx")
      .on(table.createdAt)
      .where(sql`${table.engine} = 'api'`),
    /** Scene pictures of stories not (yet) saved, for the 24-hour sweep. */
    index("generated_images_unsaved_scene_idx")
      .on(table.createdAt)
      .where(sql`${table.isStoryScene} and ${table.storyId} is null`),
  ],
);

export const facePhotos = pgTable(
  "face_photos",
  {
    id: id(),
    userId: userRef(),
    name: text("name").notNull(),
    imageFile: text("image_file").notNull(),
    description: text("description"),
    isActive: text("is_active").notNull().default("false"),
    createdAt: createdAt(),
    /** When it was saved or last stopped being active: the sweep deletes it 90 days on. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("face_photos_user_idx").on(table.userId),
    /** At most one active face photo per user, whatever races. */
    uniqueIndex("face_photos_one_active_key")
      .on(table.userId)
      .where(sql`${table.isActive} = 'true'`),
    index("face_photos_last_active_idx").on(table.lastActiveAt),
  ],
);

export const diaryImages = pgTable(
  "diary_images",
  {
    id: id(),
    userId: userRef(),
    imageId: text("image_id")
      .notNull()
      .references(() => generatedImages.id, { onDelete: "cascade" }),
    title: text("title"),
    notes: text("notes"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("diary_images_user_image_key").on(table.userId, table.imageId),
    index("diary_images_user_idx").on(table.userId, table.savedAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    fromUserId: userRef("from_user_id"),
    toUserId: userRef("to_user_id"),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    attachedImageId: text("attached_image_id").references(() => generatedImages.id, {
      onDelete: "set null",
    }),
    isRead: text("is_read").notNull().default("false"),
    deletedBySender: text("deleted_by_sender").notNull().default("false"),
    deletedByRecipient: text("deleted_by_recipient").notNull().default("false"),
    /**
     * 'delivered'; 'request' (from a family not connected: only a grown-up sees it); 'declined'
     * (declined, blocked or reported: the recipient never sees it, the sender still sees "sent");
     * 'withheld' (sent by a family the recipient blocked: only the sender's copy, which it sees
     * as waiting; nothing of it is the recipient's, not on the grown-ups' page nor in the export).
     */
    delivery: text("delivery").notNull().default("delivered"),
    /** When a grown-up accepted, declined or blocked the request (declined rows go 30 days on). */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /**
     * When the recipient reported it (the Report button hides it from the inbox); the grown-ups'
     * page shows such a message as reported. The sender's side is never told.
     */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("messages_to_idx").on(table.toUserId, table.sentAt),
    index("messages_from_idx").on(table.fromUserId, table.sentAt),
    /** The header's unread count stays a tiny index read however big an inbox grows. */
    index("messages_unread_idx")
      .on(table.toUserId)
      .where(
        sql`${table.isRead} = 'false' and ${table.deletedByRecipient} = 'false' and ${table.delivery} = 'delivered'`,
      ),
    /** A grown-up's Requests list. */
    index("messages_requests_idx")
      .on(table.toUserId, table.sentAt)
      .where(sql`${table.delivery} = 'request'`),
  ],
);

/** Two families who may write to each other: one row for each side (DESIGN decision 19). */
export const familyConnections = pgTable(
  "family_connections",
  {
    userId: userRef(),
    otherUserId: userRef("other_user_id"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.otherUserId] }),
    index("family_connections_other_idx").on(table.otherUserId),
  ],
);

/** A family (`userId`) that never hears from another (`blockedUserId`) again. */
export const familyBlocks = pgTable(
  "family_blocks",
  {
    userId: userRef(),
    blockedUserId: userRef("blocked_user_id"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.blockedUserId] }),
    index("family_blocks_blocked_idx").on(table.blockedUserId),
  ],
);

/**
 * A block that outlives the blocked account (issue 35): when an account a family blocked is
 * deleted, its e-mail and username are kept here as keyed hashes (HMAC-SHA-256, never the words),
 * and an account signing up with either is blocked by that family at once.
 */
export const blockedIdentities = pgTable(
  "blocked_identities",
  {
    userId: userRef(),
    identityHash: text("identity_hash").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.identityHash] }),
    index("blocked_identities_hash_idx").on(table.identityHash),
  ],
);

/**
 * A family (`userId`) whose grown-up declined another's (`declinedUserId`) request: that family's
 * new messages are withheld until 30 days after the answer (the row goes then).
 */
export const familyDeclines = pgTable(
  "family_declines",
  {
    userId: userRef(),
    declinedUserId: userRef("declined_user_id"),
    declinedAt: timestamp("declined_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.declinedUserId] }),
    index("family_declines_declined_idx").on(table.declinedUserId),
    index("family_declines_at_idx").on(table.declinedAt),
  ],
);

export const contactGroups = pgTable(
  "contact_groups",
  {
    id: id(),
    userId: userRef(),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("contact_groups_user_idx").on(table.userId)],
);

export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    userId: userRef(),
    groupId: text("group_id").references(() => contactGroups.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    username: text("username"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("contacts_user_idx").on(table.userId),
    index("contacts_group_idx").on(table.groupId),
  ],
);

export const supportSubmissions = pgTable(
  "support_submissions",
  {
    id: id(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("open"),
    /** A safety report's reported account, so the admin can block it from the report. */
    reportedUserId: text("reported_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The family who filed a safety report: their reports go with their account. */
    reporterUserId: text("reporter_user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * The signed-in family who wrote from the contact page: a paying plan puts the message first
     * (priority support). Forgotten, with the priority, when the account goes.
     */
    senderUserId: text("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("support_submissions_subject_idx").on(table.subject, table.createdAt),
    /** Deleting an account forgets its messages' sender without reading the whole inbox. */
    index("support_submissions_sender_idx").on(table.senderUserId),
  ],
);

/** Visitor trial pictures per visitor (session-held id). */
export const visitorTrials = pgTable("visitor_trials", {
  visitorId: text("visitor_id").primaryKey(),
  imagesUsed: integer("images_used").notNull().default(0),
  /** Visitor trial stories (DESIGN decision 14). */
  storiesUsed: integer("stories_used").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Visitor trial pictures per address and UTC day, so clearing cookies does not reset the trial. */
export const trialAddressUsage = pgTable(
  "trial_address_usage",
  {
    ipAddress: text("ip_address").notNull(),
    day: date("day").notNull(),
    imagesUsed: integer("images_used").notNull().default(0),
    storiesUsed: integer("stories_used").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ipAddress, table.day] })],
);

/**
 * Payment orders and the money received, for revenue figures. A row is made `pending` when the
 * order is created, taken to `capturing` by exactly one confirmation, and ends `completed`
 * (a failed capture puts it back to `pending` so the buyer can try again).
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    userId: userRef(),
    planId: text("plan_id").notNull(),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("USD"),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    providerCaptureId: text("provider_capture_id"),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    /** When a confirmation took the order; a capture left hanging longer may be taken again. */
    captureStartedAt: timestamp("capture_started_at", { withTimezone: true }),
    capturedAt: timestamp("captured_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payments_provider_order_key").on(table.provider, table.providerOrderId),
    index("payments_user_idx").on(table.userId, table.createdAt),
    index("payments_captured_idx").on(table.status, table.capturedAt),
  ],
);

/**
 * A greeting card whose mail failed every try, shown to the family in the app until a grown-up
 * dismisses it (the family is also told by mail).
 */
export const undeliveredCards = pgTable(
  "undelivered_cards",
  {
    id: id(),
    userId: userRef(),
    recipientName: text("recipient_name").notNull(),
    subject: text("subject").notNull(),
    /** When the last try failed. */
    createdAt: createdAt(),
  },
  (table) => [index("undelivered_cards_user_idx").on(table.userId, table.createdAt)],
);

/**
 * Handed-over jobs (mail) of the one-process queue on PGlite, kept until done or given up, so a
 * mail waiting for its next try outlives a restart (pg-boss keeps its own with DATABASE_URL).
 */
export const keptJobs = pgTable("kept_jobs", {
  id: id(),
  name: text("name").notNull(),
  data: jsonb("data").$type<object>().notNull(),
  /** Tries made so far that failed. */
  retryCount: integer("retry_count").notNull().default(0),
  /** When the next try is due. */
  runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});
