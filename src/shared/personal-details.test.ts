import { describe, expect, it } from "vitest";
import { findPersonalDetail, type TPersonalDetail } from "./personal-details";

/** What a child (or someone pretending to be one) might write to pass on a way to reach them. */
const ATTEMPTS: ReadonlyArray<readonly [TPersonalDetail, string]> = [
  ["phone", "call me 555-123-4567"],
  ["phone", "my number 5551234567"],
  ["phone", "(555) 123 4567"],
  ["phone", "+44 20 7946 0958"],
  ["phone", "ring 020 7946 0958 after school"],
  ["phone", "555.123.4567"],
  ["phone", "five five five one two three four"],
  ["phone", "five five five, one two three four"],
  ["phone", "Five Five Five One Two Three Four Five Six Seven"],
  ["phone", "five-five-five-one-two-three-four"],
  ["phone", "my phone number is secret ha"],
  ["phone", "My phone number is 555 0199"],
  ["phone", "call me at five five five oh one nine nine"],
  ["phone", "text me on 07700 900123"],
  ["phone", "07700900123"],
  ["phone", "0 7 7 0 0 9 0 0 1 2 3"],
  ["phone", "double five five one two three four"],
  ["phone", "triple 5 1 2 3 4"],
  ["phone", "it's 555 12 34 567"],
  ["phone", "the number is 1-800-555-0199"],
  ["phone", "nine one seven, five five five, two three six eight"],
  ["phone", "eight six seven five three oh nine"],
  ["phone", "my mobile is 0412 345 678"],
  ["phone", "my cell number is 212 555 0100"],
  ["phone", "text me at 212 555 0100"],
  ["phone", "call me on 2125550100 ok"],
  ["phone", "555 1234 call me"],
  ["phone", "my home number is seven seven seven, eight eight eight"],
  ["phone", "phone me at 06 12 34 56 78"],
  ["phone", "+1 (212) 555-0100"],
  ["phone", "twenty one two, five five five, zero one zero zero"],
  ["phone", "my telephone number is one two three"],
  ["email", "my email is bob@example.com"],
  ["email", "write to ada.lovelace@school.org"],
  ["email", "bob at gmail dot com"],
  ["email", "bob at example dot com"],
  ["email", "bob (at) example (dot) com"],
  ["email", "bob [at] example [dot] org"],
  ["email", "BOB AT GMAIL DOT COM"],
  ["email", "email me at hotmail"],
  ["email", "my gmail is coolkid2015"],
  ["email", "my email is the same as my name"],
  ["email", "my e-mail is super secret"],
  ["email", "ada_99@yahoo.co.uk"],
  ["email", "kid+games@outlook.com"],
  ["email", "it is sam at icloud"],
  ["email", "sam dot jones at gmail dot com"],
  ["email", "my email address is sammy"],
  ["email", "mail me: sam @ example . com"],
  ["email", "sam＠example.com"],
  ["address", "I live at 42 Wallaby Way, Sydney"],
  ["address", "123 Main Street"],
  ["address", "come to 7 oak avenue"],
  ["address", "my house is number 12"],
  ["address", "my address is the blue house on the corner"],
  ["address", "we live on maple street"],
  ["address", "10 Downing St"],
  ["address", "742 Evergreen Terrace"],
  ["address", "221B Baker Street"],
  ["address", "my zip code is 90210"],
  ["address", "postcode SW1A 1AA"],
  ["address", "it's SW1A 1AA"],
  ["address", "flat no. 4, 18 high road"],
  ["address", "apt 5b"],
  ["address", "I live at number 9"],
  ["address", "12 Oak Drive"],
  ["address", "4 Privet Drive, Little Whinging"],
  ["address", "1600 pennsylvania avenue"],
  ["address", "we are at 55 green lane"],
  ["address", "5 Church Rd"],
  ["address", "our house number is 8"],
  ["address", "M1 1AE is my postcode"],
  ["address", "my post code is ab12 3cd"],
  ["address", "lives at 3 the crescent"],
  ["address", "14 Elm Court,"],
  ["link", "look at https://example.com/cats"],
  ["link", "go to www.example.com"],
  ["link", "example.com"],
  ["link", "visit coolgames.net"],
  ["link", "my site is dinos dot com"],
  ["link", "w w w dot example dot com"],
  ["link", "http://192.168.0.1"],
  ["link", "see bit.ly/abc"],
  ["link", "youtube.com/watch?v=123"],
  ["link", "play at games.io"],
  ["link", "my page is kid.me"],
  ["link", "WWW.EXAMPLE.ORG"],
  ["handle", "follow me @dino_kid"],
  ["handle", "add me on snapchat"],
  ["handle", "my insta is dinokid"],
  ["handle", "find me on tiktok"],
  ["handle", "whatsapp me"],
  ["handle", "my discord is dino#1234"],
  ["handle", "my username is coolkid"],
  ["handle", "add me on roblox, my user name is dino"],
  ["handle", "dm me"],
  ["handle", "message me on messenger"],
  ["handle", "my snap is kiddo"],
  ["handle", "my gamertag is DinoMaster"],
  ["handle", "@coolkid2015"],
  ["handle", "I'm on instagram"],
  ["handle", "friend code 1234"],
  ["handle", "telegram: dinokid"],
  ["handle", "My Handle Is dino"],
  ["handle", "my ig is dino.kid"],
  ["handle", "kik me"],
  ["handle", "find me on facebook"],
];

/** What children really write, with numbers, houses, dates and dots that are not personal details. */
const INNOCENT: readonly string[] = [
  "I have 3 cats and 4 dogs",
  "my house is blue",
  "my house has 3 bedrooms and a red door",
  "I am 7 years old",
  "my birthday is 12/05/2019",
  "my birthday is on 2019-05-12",
  "see you on 25.12.2026",
  "It is December 25 2026 today",
  "one two three four five six seven eight nine ten",
  "1 2 3 4 5 6 7 8 9 10",
  "10 20 30 40 50 60 70 80 90 100",
  "ten nine eight seven six five four three two one blast off",
  "I counted 1000000 stars",
  "a million balloons",
  "one hundred and one dalmatians",
  "three thousand five hundred stars",
  "pi is 3.14159265",
  "I scored 100 points",
  "we saw 12 ducks and 5 geese",
  "at 3:30 we go to the park",
  "I drew a dragon for you!",
  "I looked at the sky",
  "look at the dot",
  "a polka dot dress",
  "dot to dot puzzle",
  "we had fun at the park. Then we went home",
  "3 cars on the road",
  "two dogs ran down the lane",
  "5 big trucks drive fast",
  "we walked along the street",
  "the road is long",
  "I live in a castle",
  "I live in a big house with a garden",
  "my home is cozy",
  "Happy birthday Grandma!",
  "I love you to the moon and back",
  "my favourite number is 7",
  "my number is seven",
  "I am number one!",
  "room 101 is the best room",
  "the bus number 42 is red",
  "there were 20 cupcakes at the party",
  "Oh no, the cat ate my drawing",
  "oh oh oh, what a fun day",
  "I have two hundred crayons",
  "My sister is 10 and I am 8",
  "we are in year 2",
  "I got 9 out of 10 on my test",
  "the dinosaur is 65 million years old",
  "in 2025 I learned to swim",
  "from 2024 to 2025 we lived in a tent",
  "I ate 3.5 apples",
  "we drove to the beach",
  "what a way to go!",
  "close the door please",
  "this is my place",
  "we played on the basketball court",
  "I watched a video on youtube",
  "I play minecraft with my brother",
  "I play roblox",
  "I am at home",
  "meet me at the playground",
  "at school we painted a rainbow",
  "my email to Santa had 5 wishes",
  "the mail man brought a box",
  "send me a picture of your dog",
  "call me when you get home",
  "text me a happy face",
  "my phone is pink",
  "we counted 2 4 6 8 10",
  "100 200 300 400 500",
  "5 4 3 2 1 go!",
  "I have 1 2 3 dogs",
  "Tom's dog is called Max",
  "Mr. Smith is my teacher",
  "The end. The end. The end.",
  "Dr. Dino says hi",
  "St. Nicholas brings presents",
  "the 4th of July is fun",
  "we sang 99 bottles of milk on the wall",
  "my street has 6 trees",
  "we live near the sea",
  "Grandpa lives far away",
  "I go to school on the big yellow bus",
  "Let's meet on Saturday at 10",
  "the party starts at 2 and ends at 5",
  "I got a hamster and named him Mr Whiskers",
  "it costs $1,000,000",
  "I'm 6 and three quarters",
  "My cat had 4 kittens on May 3rd",
  "we are on page 12",
  "chapter 7 is scary",
  "I ran 5 laps",
  "the temperature was 25 degrees",
  "one fish two fish red fish blue fish",
  "I want a unicorn that can fly at night",
  "my brother is at camp",
  "hello! how are you? :)",
  "at the zoo we saw lions",
  "look at my drawing of a house",
  "I drew 7 stars and 3 moons",
  "the snake was 2 metres long",
  "can you come to my party?",
  "we made 24 cookies",
  "the clock said 12:00",
  "i like the number 1234",
  "first, second, third place",
  "I was in first place",
  "we won 3-2",
  "score 21-19",
  "I have 2 brothers, 1 sister and 3 fish",
  "Dear Aunt May, thank you for the gift",
  "Love from Ada xoxo",
];

describe("the personal-details filter", () => {
  it(`finds every one of ${ATTEMPTS.length} attempts to share a way to reach a child`, () => {
    expect(ATTEMPTS.length).toBeGreaterThanOrEqual(100);
    const missed = ATTEMPTS.filter(([, text]) => findPersonalDetail(text) === null);
    expect(missed).toEqual([]);
  });

  it("names the kind of detail it found", () => {
    const wrongKind = ATTEMPTS.filter(([kind, text]) => findPersonalDetail(text) !== kind);
    expect(wrongKind.map(([kind, text]) => [kind, text, findPersonalDetail(text)])).toEqual([]);
  });

  it(`lets all ${INNOCENT.length} innocent sentences through`, () => {
    expect(INNOCENT.length).toBeGreaterThanOrEqual(100);
    const refused = INNOCENT.filter((text) => findPersonalDetail(text) !== null);
    expect(refused.map((text) => [text, findPersonalDetail(text)])).toEqual([]);
  });
});

describe("the personal-details filter in every language", () => {
  it("reads a word as the chosen language's everyday word, not another's number", () => {
    const counting = "Eu sei, 1, 2, 3, 4, 5, 6!";
    expect(findPersonalDetail(counting)).toBe("phone");
    expect(findPersonalDetail(counting, { language: "pt" })).toBeNull();
    expect(findPersonalDetail("sur le dos: 5 5 5 1 2 3", { language: "fr" })).toBeNull();
  });

  it("reads 'o' as zero only between English numbers, never in Spanish 'uno o dos'", () => {
    expect(findPersonalDetail("five o five, one two three four")).toBe("phone");
    expect(findPersonalDetail("uno o dos o tres o cuatro gatos")).toBeNull();
  });

  it("finds 'my number is' with four digits or more, in each language", () => {
    expect(findPersonalDetail("my number is 5551")).toBe("phone");
    expect(findPersonalDetail("my number is 100")).toBeNull();
    expect(findPersonalDetail("mi número es el 7")).toBeNull();
    expect(findPersonalDetail("mi número es seis uno dos tres")).toBe("phone");
    expect(findPersonalDetail("mon numéro est 0612")).toBe("phone");
    expect(findPersonalDetail("meine Nummer ist 0151")).toBe("phone");
    expect(findPersonalDetail("meu número é 9123")).toBe("phone");
    expect(findPersonalDetail("il mio numero è 3331")).toBe("phone");
  });

  it("tells amounts written the European way from phone numbers", () => {
    expect(findPersonalDetail("1.000.000 estrellas")).toBeNull();
    expect(findPersonalDetail("1 000 000 d'étoiles")).toBeNull();
    expect(findPersonalDetail("612 345 678")).toBe("phone");
    expect(findPersonalDetail("612.345.678")).toBe("phone");
  });

  it("reads a French number written with dots as a phone number, not a date", () => {
    expect(findPersonalDetail("06.12.34.56.78")).toBe("phone");
    expect(findPersonalDetail("see you on 25.12.2026")).toBeNull();
  });

  it("reads 'punto', 'point', 'Punkt', 'ponto' as a dot only in an address", () => {
    expect(findPersonalDetail("el punto es rojo")).toBeNull();
    expect(findPersonalDetail("el punto me gusta")).toBeNull();
    expect(findPersonalDetail("pepe arroba gmail punto es")).toBe("email");
    expect(findPersonalDetail("una chiocciola nel giardino")).toBeNull();
  });

  it("finds a postcode with its town, but not a round number of things", () => {
    expect(findPersonalDetail("28013 Madrid")).toBe("address");
    expect(findPersonalDetail("Ich habe 10000 Sterne")).toBeNull();
    expect(findPersonalDetail("tengo 12345 estrellas")).toBeNull();
  });
});
