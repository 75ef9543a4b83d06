import Foundation
import ReducerRouting
import Testing

@Suite struct DeepLinkParsingTests {
  @Test func aLinkHasSegmentsAndQueryItems() throws {
    let link = try DeepLink("colors/red/settings?modal=info")
    #expect(link.segments == ["colors", "red", "settings"])
    #expect(link.query["modal"] == "info")
    #expect(link.query.count == 1)
  }

  @Test func segmentsAndQueryItemsArePercentDecoded() throws {
    let link = try DeepLink("colors/red%20dark/caf%C3%A9?note=a%26b%3Dc&flag")
    #expect(link.segments == ["colors", "red dark", "café"])
    #expect(link.query == ["note": "a&b=c", "flag": ""])
  }

  @Test func oneLeadingAndOneTrailingSlashAreAllowed() throws {
    #expect(try DeepLink("/colors/red/").segments == ["colors", "red"])
    #expect(try DeepLink("").segments == [])
    #expect(try DeepLink("?modal=info").query == ["modal": "info"])
  }

  @Test func aCustomSchemeKeepsItsHostAsTheFirstSegment() throws {
    #expect(try DeepLink("myapp://colors/red?modal=info").segments == ["colors", "red"])
    #expect(try DeepLink("https://example.com/colors/red#top").segments == ["colors", "red"])
    #expect(try DeepLink("https://example.com").segments == [])
    // A colon inside a segment is no scheme.
    #expect(try DeepLink("colors/a:b").segments == ["colors", "a:b"])
  }

  @Test func aURLParsesLikeItsText() throws {
    let url = try #require(URL(string: "myapp://colors/red%20dark?modal=info"))
    let link = try DeepLink(url: url)
    #expect(link.segments == ["colors", "red dark"])
    #expect(link.query["modal"] == "info")
  }

  @Test func theTextOfALinkParsesBackToTheSameLink() throws {
    let link = DeepLink(
      segments: ["colors", "red dark", "50%", "a/b", "café"],
      query: ["modal": "info sheet", "x": "1&2=3"])
    #expect(
      link.description == "colors/red%20dark/50%25/a%2Fb/caf%C3%A9?modal=info%20sheet&x=1%262%3D3")
    #expect(try DeepLink(link.description) == link)
    let literal: DeepLink = ["a", "b"]
    #expect(literal == DeepLink(segments: ["a", "b"]))
  }

  @Test(arguments: [
    ("colors//x", DeepLinkError.Reason.emptySegment, 1 as Int?),
    ("//colors", .emptySegment, 0),
    ("colors/%zz", .badEscape("%zz"), 1),
    ("colors/red%2", .badEscape("%2"), 1),
    ("colors/%FF", .badEscape("%FF"), 1),
    ("colors?modal=%G1", .badEscape("%G1"), nil),
    ("colors?a=1&a=2", .badQuery("the name 'a' is given twice"), nil),
    ("colors?=1", .badQuery("the item '=1' has no name"), nil),
    ("colors?a=1&&b=2", .badQuery("it has an empty item ('&&' or a trailing '&')"), nil),
  ])
  func malformedTextThrowsWhatIsWrongAndWhere(
    text: String, reason: DeepLinkError.Reason, index: Int?
  ) {
    #expect(throws: DeepLinkError.self) { try DeepLink(text) }
    do {
      _ = try DeepLink(text)
    } catch {
      #expect(error.reason == reason)
      #expect(error.segmentIndex == index)
      #expect(error.flow == nil)
      #expect(!error.description.isEmpty)
    }
  }
}
