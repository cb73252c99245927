CREATE TABLE "vehicle_registrations" (
	"plate" text PRIMARY KEY NOT NULL,
	"voertuigsoort" text NOT NULL,
	"merk" text NOT NULL,
	"handelsbenaming" text NOT NULL,
	"datum_eerste_toelating" date NOT NULL,
	"inrichting" text,
	"eerste_kleur" text,
	"aantal_zitplaatsen" smallint,
	"aantal_deuren" smallint,
	"cilinderinhoud" integer,
	"massa_ledig_voertuig" integer,
	"catalogusprijs" integer,
	"fuels" text[] DEFAULT '{}'::text[] NOT NULL,
	"nettomaximumvermogen" real,
	"klasse_hybride_elektrisch_voertuig" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_registrations_plate_check" CHECK ("vehicle_registrations"."plate" ~ '^[A-Z0-9]{6}$')
);
